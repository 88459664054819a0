import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const toggle = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  margin: 0,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.primary, color: vars.color.primary },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-expanded="true"]': { background: vars.color.primarySubtle, borderColor: vars.color.primary, color: vars.color.primary },
  },
});

export const panel = style({
  position: 'absolute',
  left: 0,
  right: 0,
  top: '100%',
  zIndex: vars.zIndex.overlay,
  maxHeight: 'calc(100vh - 72px)',
  overflowY: 'auto',
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.lg}`,
  fontFamily: vars.font.body,
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: 52,
  padding: `0 ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.primary },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px', borderRadius: vars.radius.md },
    '&[aria-current="page"]': { color: vars.color.primary, fontWeight: vars.fontWeight.bold, boxShadow: `inset 3px 0 0 ${vars.color.accent}` },
  },
});

export const footer = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, paddingTop: vars.space.md });
