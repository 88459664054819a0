import { style } from '@vanilla-extract/css';
import { vars } from '@clavis/design-system/css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const alert = style({
  selectors: {
    '&:empty': { display: 'none' },
  },
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.color.critical}`,
  background: vars.color.criticalSubtle,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const alertTitle = style({ display: 'block', fontWeight: vars.fontWeight.semibold });

export const group = style({ margin: 0, padding: 0, border: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xxs,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const requiredMark = style({ color: vars.color.critical, marginLeft: '0.15em' });

export const groupError = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.critical,
});

/** Off-screen, out of the tab order and hidden from assistive technology: only bots fill it in. */
export const honeypot = style({
  position: 'absolute',
  left: '-10000px',
  width: 1,
  height: 1,
  overflow: 'hidden',
});

export const actions = style({ display: 'flex', justifyContent: 'flex-start' });
