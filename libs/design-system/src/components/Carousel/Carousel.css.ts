import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const carousel = style({ position: 'relative' });

export const viewport = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

export const track = style({
  display: 'flex',
  transition: `transform ${vars.motion.durationSlow} ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const slide = style({ flex: '0 0 100%', minWidth: 0 });

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginTop: vars.space.md,
});

export const buttons = style({ display: 'flex', gap: vars.space.xs });

export const dots = style({ display: 'flex', alignItems: 'center', gap: 0, margin: 0, padding: 0, listStyle: 'none' });

export const dot = style({
  boxSizing: 'border-box',
  position: 'relative',
  width: 28,
  height: 44,
  margin: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      top: '50%',
      left: '50%',
      width: 10,
      height: 10,
      transform: 'translate(-50%, -50%)',
      borderRadius: vars.radius.full,
      border: `2px solid ${vars.color.borderStrong}`,
      boxSizing: 'border-box',
    },
    '&[aria-current="true"]::before': { width: 20, background: vars.color.primary, borderColor: vars.color.primary },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-4px', borderRadius: vars.radius.md },
  },
});
