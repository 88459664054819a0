import { style } from '@vanilla-extract/css';
import { vars } from '@clavis/design-system/css';

export const figure = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm, margin: 0 });

export const media = style({ borderRadius: vars.radius.lg });

export const video = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceInverse,
});

export const caption = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
