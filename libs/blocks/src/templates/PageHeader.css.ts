import { style } from '@vanilla-extract/css';
import { minWidth, vars } from '@clavis/design-system/css';

export const withImage = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  '@media': {
    [minWidth('desktop')]: { gridTemplateColumns: '3fr 2fr' },
  },
});
