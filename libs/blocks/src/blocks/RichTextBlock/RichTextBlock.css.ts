import { style } from '@vanilla-extract/css';
import { minWidth, pageColumn, vars } from '@clavis/design-system/css';

// The reading measure (46rem): running text is never wider than a comfortable line.
export const root = style([
  pageColumn('narrow'),
  {
    paddingBlock: vars.space.lg,
    '@media': { [minWidth('tablet')]: { paddingBlock: vars.space.xl } },
  },
]);
