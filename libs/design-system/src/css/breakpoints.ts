/** Minimum viewport widths in px; the same figures as the theme's `breakpoint` tokens. */
export const breakpoints = { mobile: 0, tablet: 740, desktop: 992, wide: 1280 } as const;

export type Breakpoint = keyof typeof breakpoints;

export const breakpointNames = ['mobile', 'tablet', 'desktop', 'wide'] as const satisfies readonly Breakpoint[];

/** Media query for "this breakpoint and wider" (CSS custom properties cannot appear in media queries). */
export const minWidth = (breakpoint: Exclude<Breakpoint, 'mobile'>) =>
  `screen and (min-width: ${breakpoints[breakpoint]}px)`;
