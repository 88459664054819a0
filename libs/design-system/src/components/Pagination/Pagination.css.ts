import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const box = {
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minWidth: 44,
  height: 44,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
} as const;

export const page = style({
  ...box,
  color: vars.color.text,
  textDecoration: 'none',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  outline: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.primary, color: vars.color.primary },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-current="page"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});

export const disabled = style({
  ...box,
  margin: 0,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  border: `1px solid ${vars.color.border}`,
  background: 'transparent',
  opacity: 0.7,
  cursor: 'not-allowed',
});
export const ellipsis = style({ ...box, minWidth: 24, padding: 0, color: vars.color.textMuted });
