import { style } from '@vanilla-extract/css';
import { minWidth, pageGutter, vars } from '@clavis/design-system/css';

export const root = style([
  pageGutter,
  {
    maxWidth: vars.contentWidth.default,
    marginInline: 'auto',
    paddingBlock: vars.space.lg,
    '@media': { [minWidth('tablet')]: { paddingBlock: vars.space.xl } },
  },
]);
