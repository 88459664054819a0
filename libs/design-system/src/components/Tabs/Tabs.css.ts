import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const tabList = style({
  display: 'flex',
  gap: vars.space.xxs,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
  scrollbarWidth: 'thin',
});

export const tab = style({
  boxSizing: 'border-box',
  position: 'relative',
  flexShrink: 0,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: 44,
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px', borderRadius: vars.radius.md },
    '&[aria-selected="true"]': { color: vars.color.primary },
    '&[aria-selected="true"]::after': {
      content: '""',
      position: 'absolute',
      left: 0,
      right: 0,
      bottom: -1,
      height: 3,
      background: vars.color.primary,
      borderRadius: '3px 3px 0 0',
    },
  },
});

export const panel = style({
  paddingTop: vars.space.lg,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
