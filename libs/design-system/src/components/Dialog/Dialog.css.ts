import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } });

export const dialog = style({
  boxSizing: 'border-box',
  width: `calc(100% - 2 * ${vars.space.md})`,
  maxHeight: `calc(100% - 2 * ${vars.space.md})`,
  margin: 'auto',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  overflow: 'auto',
  selectors: {
    '&[open]': { display: 'flex', flexDirection: 'column', animation: `${enter} ${vars.motion.durationNormal} ${vars.motion.easing}` },
    '&::backdrop': { background: vars.color.overlay },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { selectors: { '&[open]': { animation: 'none' } } } },
});

export const sizes = styleVariants({
  sm: { maxWidth: '28rem' },
  md: { maxWidth: '40rem' },
  lg: { maxWidth: '56rem' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.lg} 0`,
});

export const body = style({ padding: vars.space.lg, lineHeight: vars.lineHeight.relaxed });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});
