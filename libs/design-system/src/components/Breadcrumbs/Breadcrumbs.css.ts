import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });
export const separator = style({ color: vars.color.textMuted });
export const current = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });
