import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

/** Checkboxes and radios: native inputs (so keyboard and forms work) drawn in the brand's style. */
export const choiceRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: 44,
  paddingBlock: vars.space.xs,
  boxSizing: 'border-box',
  cursor: 'pointer',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
});

const input = {
  appearance: 'none',
  flexShrink: 0,
  width: 22,
  height: 22,
  margin: '1px 0 0',
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  cursor: 'pointer',
  display: 'grid',
  placeContent: 'center',
  outline: 'none',
  transition: `background-color ${vars.motion.durationFast}, border-color ${vars.motion.durationFast}`,
} as const;

export const checkbox = style({
  ...input,
  borderRadius: vars.radius.sm,
  selectors: {
    '&::before': {
      content: '""',
      width: 12,
      height: 7,
      marginTop: -3,
      borderLeft: `2.5px solid ${vars.color.onPrimary}`,
      borderBottom: `2.5px solid ${vars.color.onPrimary}`,
      transform: 'rotate(-45deg) scale(0)',
    },
    '&:checked': { background: vars.color.primary, borderColor: vars.color.primary },
    '&:checked::before': { transform: 'rotate(-45deg) scale(1)' },
    '&:hover:not(:disabled)': { borderColor: vars.color.primary },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

// Radios take no aria-invalid (not supported on the radio role); the group's error is linked to
// the fieldset and `data-invalid` draws the red border.
export const radio = style({
  ...input,
  borderRadius: vars.radius.full,
  selectors: {
    '&::before': {
      content: '""',
      width: 10,
      height: 10,
      borderRadius: vars.radius.full,
      background: vars.color.primary,
      transform: 'scale(0)',
    },
    '&:checked': { borderColor: vars.color.primary },
    '&:checked::before': { transform: 'scale(1)' },
    '&:hover:not(:disabled)': { borderColor: vars.color.primary },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-invalid="true"]': { borderColor: vars.color.critical },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
