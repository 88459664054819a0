import { style } from '@vanilla-extract/css';
import { minWidth, vars } from '@clavis/design-system/css';

export const root = style({
  maxWidth: vars.contentWidth.default,
  marginInline: 'auto',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  '@media': { [minWidth('tablet')]: { paddingBlock: vars.space.xl, paddingInline: vars.space.lg } },
});
