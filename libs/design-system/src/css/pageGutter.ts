import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css';
import { responsiveStyle } from './responsiveStyle';

/**
 * The page's side padding at each width, for `style([pageGutter, { ... }])`: the header, the page
 * title (Container) and every block that spans the page use it, so their content starts on one line.
 */
export const pageGutter: StyleRule = responsiveStyle({
  mobile: { paddingInline: vars.space.md },
  tablet: { paddingInline: vars.space.lg },
  desktop: { paddingInline: vars.space.xl },
});
