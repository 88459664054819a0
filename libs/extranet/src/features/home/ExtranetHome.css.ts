import { style } from '@vanilla-extract/css';
import { vars } from '@clavis/design-system/css';

export const tiles = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const tile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '4.5rem',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  // German compounds (Nachrichtenbulletins) are wider than a phone's tile.
  overflowWrap: 'anywhere',
  hyphens: 'auto',
  ':hover': { borderColor: vars.color.primary },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
