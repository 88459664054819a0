import { style } from '@vanilla-extract/css';
import { minWidth } from '@clavis/design-system/css';
import { vars } from '@clavis/design-system/css';

export const controls = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': {
    [minWidth('tablet')]: { gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' },
  },
});

export const reset = style({
  justifySelf: 'start',
});

export const status = style({
  outline: 'none',
  scrollMarginTop: '6rem',
});
