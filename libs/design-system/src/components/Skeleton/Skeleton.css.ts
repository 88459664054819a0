import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

const pulse = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.55 }, '100%': { opacity: 1 } });

export const skeleton = style({
  display: 'block',
  background: vars.color.surfaceMuted,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const shapes = styleVariants({
  text: { height: '1em', borderRadius: vars.radius.sm, marginBlock: '0.25em' },
  rectangle: { borderRadius: vars.radius.md },
  circle: { borderRadius: vars.radius.full },
});
