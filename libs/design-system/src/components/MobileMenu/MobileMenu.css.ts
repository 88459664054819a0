import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

/**
 * The anchor name the panel hangs from (CSS anchor positioning): SiteHeader gives it to its
 * header. Where no element has it, or the browser has no anchor positioning, the panel opens 73 px
 * from the top of the viewport, under the sticky header's bar.
 */
export const MOBILE_MENU_ANCHOR = '--clavis-mobile-menu-anchor';
const HEADER_BOTTOM = '73px';

/** Holds the button and its panel, so each can follow the panel's state (`:has()`). */
export const menu = style({});

/** The popover, in the top layer: fixed to the viewport, full width, under the anchor. */
export const panel = style({
  position: 'fixed',
  positionAnchor: MOBILE_MENU_ANCHOR,
  inset: 'auto',
  top: [HEADER_BOTTOM, `anchor(bottom, ${HEADER_BOTTOM})`],
  left: 0,
  right: 0,
  zIndex: vars.zIndex.overlay,
  boxSizing: 'border-box',
  width: 'auto',
  height: 'auto',
  maxHeight: `calc(100dvh - ${HEADER_BOTTOM})`,
  margin: 0,
  overflowY: 'auto',
  color: vars.color.text,
  background: vars.color.surface,
  border: 0,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.lg}`,
  fontFamily: vars.font.body,
});

const whileOpen = `${menu}:has(${panel}:popover-open) &`;

export const toggle = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  minHeight: 44,
  margin: 0,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.primary, color: vars.color.primary },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    [whileOpen]: { background: vars.color.primarySubtle, borderColor: vars.color.primary, color: vars.color.primary },
  },
});

const label = { display: 'inline-flex', alignItems: 'center', gap: vars.space.xs } as const;

/** Icon and name of the closed menu's button; hidden (and out of its name) while the panel is open. */
export const whenClosed = style({ ...label, selectors: { [whileOpen]: { display: 'none' } } });


/** Icon (the name is visually hidden) of the open menu's button. */
export const whenOpen = style({ display: 'none', selectors: { [whileOpen]: label } });

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: 52,
  padding: `0 ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.primary },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px', borderRadius: vars.radius.md },
    '&[aria-current="page"]': { color: vars.color.primary, fontWeight: vars.fontWeight.bold, boxShadow: `inset 3px 0 0 ${vars.color.accent}` },
  },
});

export const footer = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, paddingTop: vars.space.md });
