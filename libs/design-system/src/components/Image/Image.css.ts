import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const frame = style({
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
  margin: 0,
});

export const ratios = styleVariants({
  auto: {},
  '1/1': { aspectRatio: '1 / 1' },
  '4/3': { aspectRatio: '4 / 3' },
  '3/2': { aspectRatio: '3 / 2' },
  '16/9': { aspectRatio: '16 / 9' },
  '21/9': { aspectRatio: '21 / 9' },
});

export const radii = styleVariants({ none: {}, md: { borderRadius: vars.radius.md }, lg: { borderRadius: vars.radius.lg } });

export const image = style({ display: 'block', width: '100%', height: 'auto' });
export const filled = style({ position: 'absolute', inset: 0, height: '100%' });
export const fits = styleVariants({ cover: { objectFit: 'cover' }, contain: { objectFit: 'contain' } });

export const caption = style({
  padding: `${vars.space.xs} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  background: vars.color.background,
});
