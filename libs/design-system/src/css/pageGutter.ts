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

/**
 * A block's column on the page, for `style([pageColumn('default'), { ... }])`: centred at one of
 * the theme's content widths, inside the page gutter (as Container is).
 */
export function pageColumn(width: 'narrow' | 'default' | 'wide'): StyleRule {
  return { ...pageGutter, maxWidth: vars.contentWidth[width], marginInline: 'auto' };
}
