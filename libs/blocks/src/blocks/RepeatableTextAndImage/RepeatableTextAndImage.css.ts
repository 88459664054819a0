import { style } from '@vanilla-extract/css';
import { minWidth, vars } from '@clavis/design-system/css';

export const root = style({
  display: 'grid',
  gap: vars.space['2xl'],
  maxWidth: vars.contentWidth.default,
  marginInline: 'auto',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  '@media': { [minWidth('tablet')]: { gap: vars.space['3xl'], paddingBlock: vars.space.xl, paddingInline: vars.space.lg } },
});

export const title = style({ margin: 0, overflowWrap: 'anywhere', hyphens: 'auto' });
