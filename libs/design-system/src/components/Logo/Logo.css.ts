import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.45em',
  fontFamily: vars.font.heading,
  fontWeight: 800,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
  lineHeight: 1,
  whiteSpace: 'nowrap',
});

export const tones = styleVariants({
  brand: { color: vars.color.text },
  inverse: { color: vars.color.textInverse },
});

export const sizes = styleVariants({
  sm: { fontSize: '1.05rem' },
  // Scales with a phone's width so a long market name ("Clavis Germany") leaves room for the
  // header's three buttons (search, partner login, menu) on a 360 px screen.
  md: { fontSize: 'clamp(0.8rem, 3.4vw, 1.35rem)' },
  lg: { fontSize: '2rem' },
});

export const mark = style({ width: '1.45em', height: '1.45em', flexShrink: 0 });
export const bow = style({ fill: vars.color.primary });
export const bowInverse = style({ fill: vars.color.textInverse });
export const bit = style({ fill: vars.color.accent });
