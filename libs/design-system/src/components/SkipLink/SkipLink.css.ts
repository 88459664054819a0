import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const skipLink = style({
  position: 'absolute',
  top: vars.space.xs,
  left: vars.space.xs,
  zIndex: vars.zIndex.loadingBar,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  outline: 'none',
  // Off screen until focused: the first Tab stop of the page shows it.
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
