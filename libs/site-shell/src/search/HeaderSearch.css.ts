import { style } from '@vanilla-extract/css';
import { fieldControl, minWidth, vars } from '@clavis/design-system/css';

export const form = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });

export const input = style([
  fieldControl,
  {
    // On a phone the header has room for the button only, which opens the search page.
    display: 'none',
    '@media': { [minWidth('tablet')]: { display: 'block' } },
    width: '11rem',
    fontSize: vars.fontSize.sm,
  },
]);

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
