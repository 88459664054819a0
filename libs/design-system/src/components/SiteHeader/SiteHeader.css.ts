import { style } from '@vanilla-extract/css';
import { minWidth } from '../../css/breakpoints';
import { vars } from '../../themes/vars.css';
import { MOBILE_MENU_ANCHOR } from '../MobileMenu/MobileMenu.css';

/**
 * Where the full navigation replaces the menu button. Section names run long in German and French
 * ("Veranstaltungen und Nachrichten"), so a row of them needs the wide breakpoint.
 */
const NAV_BREAKPOINT = 'wide';

export const header = style({
  position: 'sticky',
  top: 0,
  // The menu's panel opens under the header.
  anchorName: MOBILE_MENU_ANCHOR,
  zIndex: vars.zIndex.header,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  fontFamily: vars.font.body,
});

export const utility = style({
  display: 'none',
  background: vars.color.surfaceInverse,
  color: vars.color.textInverseMuted,
  fontSize: vars.fontSize.sm,
  '@media': { [minWidth(NAV_BREAKPOINT)]: { display: 'block' } },
});

export const utilityInner = style({ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: vars.space.lg, minHeight: 36 });

/**
 * Logo and actions on one row; on wide screens the navigation takes a row of its own below them,
 * so no language's section names, search box or signed-in partner's name push the row past the
 * screen's edge.
 */
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  minHeight: 72,
  '@media': { [minWidth('tablet')]: { columnGap: vars.space.lg } },
});

export const home = style({
  display: 'inline-flex',
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '4px' } },
});

export const nav = style({
  display: 'none',
  '@media': { [minWidth(NAV_BREAKPOINT)]: { display: 'block', order: 2, flexBasis: '100%', marginInline: `calc(-1 * ${vars.space.sm})` } },
});

export const navList = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xxs, margin: 0, padding: `0 0 ${vars.space.xs}`, listStyle: 'none' });

export const navLink = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.primary, background: vars.color.primarySubtle },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-current="page"]': { color: vars.color.primary },
    '&[aria-current="page"]::after': {
      content: '""',
      position: 'absolute',
      left: vars.space.sm,
      right: vars.space.sm,
      bottom: 4,
      height: 2,
      background: vars.color.accent,
    },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginLeft: 'auto',
  minHeight: 72,
});

export const mobileOnly = style({ '@media': { [minWidth(NAV_BREAKPOINT)]: { display: 'none' } } });
