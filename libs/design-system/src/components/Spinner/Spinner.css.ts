import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // Reduced motion: a slow turn still says "busy" without the spinning.
    '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
  },
});

export const sizes = styleVariants({
  sm: { width: 16, height: 16 },
  md: { width: 24, height: 24, borderWidth: 3 },
  lg: { width: 40, height: 40, borderWidth: 4 },
});

export const tones = styleVariants({
  current: { color: 'currentColor' },
  primary: { color: vars.color.primary },
  inverse: { color: vars.color.textInverse },
});

export const wrapper = style({ display: 'inline-flex', alignItems: 'center' });
