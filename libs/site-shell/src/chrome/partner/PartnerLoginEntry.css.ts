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

export const icon = style({
  display: 'inline-flex',
  '@media': { [minWidth('tablet')]: { display: 'none' } },
});

export const name = style({ fontWeight: 600 });

/**
 * The name on an extranet page: one width, known before the session is (a longer name is cut,
 * whole in its title). From tablets up only, where the name shows: on a phone it is visually
 * hidden (absolute, 1 px), and a width of its own there made a 160 px invisible box stick out of
 * the page, 421 px wide on a 375 px screen.
 */
export const heldName = style({
  '@media': {
    [minWidth('tablet')]: {
      display: 'inline-block',
      width: '10rem',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      textAlign: 'end',
    },
  },
});

/** The logout: an icon button of the login entry's size on a phone, an outlined word from tablets up. */
export const logout = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  minHeight: 44,
  padding: 0,
  font: 'inherit',
  color: 'inherit',
  background: 'none',
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  '@media': {
    [minWidth('tablet')]: {
      minWidth: 0,
      minHeight: 0,
      padding: `2px ${vars.space.sm}`,
      borderColor: 'currentColor',
    },
  },
});

export const menu = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
