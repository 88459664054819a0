import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, fontFamily: vars.font.body });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  lineHeight: vars.lineHeight.snug,
});

export const required = style({ color: vars.color.critical, marginLeft: '0.15em' });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.critical,
});
