// `@clavis/design-system/css`: the theme contract, atoms and breakpoints for code that writes its
// own vanilla-extract styles on top of the design system.
export { vars } from './themes/vars.css';
export type { ThemeVars } from './themes/vars.css';
export { sprinkles } from './css/sprinkles.css';
export type { Sprinkles, Space } from './css/sprinkles.css';
export { atoms } from './css/atoms';
export type { Atoms } from './css/atoms';
export { breakpoints, breakpointNames, minWidth } from './css/breakpoints';
export type { Breakpoint } from './css/breakpoints';
export { responsiveStyle } from './css/responsiveStyle';
export { pageColumn, pageGutter } from './css/pageGutter';
export { visuallyHidden, visuallyHiddenOnPhone } from './css/focusRing.css';
export type { Tokens } from './tokens/tokenType.ts';
