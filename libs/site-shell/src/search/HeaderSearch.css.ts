import { style } from '@vanilla-extract/css';
import { minWidth, vars } from '@clavis/design-system/css';

export const form = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });

export const input = style({
  // Below the desktop width the header has room for the button only, which opens the search page.
  display: 'none',
  '@media': { [minWidth('desktop')]: { display: 'block' } },
  width: '11rem',
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '44px',
  minHeight: '44px',
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceMuted },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}` },
});
