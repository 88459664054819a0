import { style } from '@vanilla-extract/css';
import { minWidth, vars } from '@clavis/design-system/css';

export const controls = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': {
    [minWidth('tablet')]: { gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const status = style({
  outline: 'none',
  scrollMarginTop: '6rem',
});
