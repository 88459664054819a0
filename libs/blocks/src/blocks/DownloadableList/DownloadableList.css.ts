import { style } from '@vanilla-extract/css';
import { minWidth, vars } from '@clavis/design-system/css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  '@media': {
    [minWidth('tablet')]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto', alignItems: 'center' },
  },
});

export const icon = style({ color: vars.color.primary, paddingBlockStart: vars.space.xxs });

export const text = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const title = style({ margin: 0, overflowWrap: 'anywhere' });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const action = style({
  gridColumn: '1 / -1',
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.primaryHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  '@media': {
    [minWidth('tablet')]: { gridColumn: 'auto', justifySelf: 'end' },
  },
});
