import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

/**
 * What every pressable control (Button, IconButton) shares: box, visible keyboard focus, the
 * disabled look and no motion for people who asked for less.
 */
export const pressableBase = {
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  margin: 0,
  border: '2px solid transparent',
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color, color, box-shadow',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easing,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
} satisfies StyleRule;
