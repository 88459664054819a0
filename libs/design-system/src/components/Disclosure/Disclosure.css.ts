import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const details = style({
  borderBottom: `1px solid ${vars.color.border}`,
});

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: 44,
  padding: `${vars.space.md} ${vars.space.xxs}`,
  listStyle: 'none',
  cursor: 'pointer',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { color: vars.color.primary },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
  },
});

export const chevron = style({
  flexShrink: 0,
  display: 'inline-flex',
  color: vars.color.primary,
  transition: `transform ${vars.motion.durationNormal} ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
globalStyle(`${details}[open] > ${summary} ${chevron}`, { transform: 'rotate(180deg)' });

export const content = style({
  padding: `0 ${vars.space.xxs} ${vars.space.lg}`,
  color: vars.color.text,
  lineHeight: vars.lineHeight.relaxed,
});
