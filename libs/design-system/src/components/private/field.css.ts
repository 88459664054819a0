import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

/** The box shared by text inputs, textareas and selects. */
export const control = style({
  boxSizing: 'border-box',
  display: 'block',
  width: '100%',
  minHeight: 44,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  transition: `border-color ${vars.motion.durationFast}, box-shadow ${vars.motion.durationFast}`,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:focus-visible': { borderColor: vars.color.focus, boxShadow: `0 0 0 3px ${vars.color.focus}` },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical, borderWidth: 2 },
    '&:disabled': { background: vars.color.surfaceMuted, color: vars.color.textMuted, cursor: 'not-allowed' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
