import { style } from '@vanilla-extract/css';
import { minWidth, vars } from '@clavis/design-system/css';

export const entry = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  minHeight: 44,
  gap: vars.space.xs,
  color: 'inherit',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
});

export const icon = style({ display: 'inline-flex', '@media': { [minWidth('tablet')]: { display: 'none' } } });

export const name = style({ fontWeight: 600 });

export const logout = style({
  font: 'inherit',
  color: 'inherit',
  background: 'none',
  border: `1px solid currentColor`,
  borderRadius: vars.radius.sm,
  padding: `2px ${vars.space.sm}`,
  cursor: 'pointer',
});

export const menu = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
