import { style } from '@vanilla-extract/css';
import { minWidth, vars } from '@clavis/design-system/css';

// Questions and answers read best at the reading measure, like running text.
export const root = style({
  maxWidth: vars.contentWidth.narrow,
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  '@media': { [minWidth('tablet')]: { paddingBlock: vars.space['2xl'] } },
});
