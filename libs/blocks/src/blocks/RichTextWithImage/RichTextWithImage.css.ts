import { style } from '@vanilla-extract/css';
import { minWidth, pageColumn, vars } from '@clavis/design-system/css';

export const root = style([
  pageColumn('default'),
  {
    paddingBlock: vars.space.lg,
    '@media': { [minWidth('tablet')]: { paddingBlock: vars.space.xl } },
  },
]);
