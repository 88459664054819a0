import { style } from '@vanilla-extract/css';
import { minWidth, vars } from '@clavis/design-system/css';

// The reading measure (46rem): running text is never wider than a comfortable line.
export const root = style({
  maxWidth: vars.contentWidth.narrow,
  marginInline: 'auto',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  '@media': { [minWidth('tablet')]: { paddingBlock: vars.space.xl } },
});
