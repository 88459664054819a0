/**
 * The plain data a theme is made of. Every theme supplies all of it; `makeTheme` turns it into the
 * values of the one theme contract (`vars`). Colours are sRGB hex; lengths are CSS strings.
 */
export interface Tokens {
  name: string;
  color: {
    /** Page background. */
    background: string;
    /** Raised panels: cards, menus, dialogs. */
    surface: string;
    /** Quiet bands and wells (also skeleton placeholders). */
    surfaceMuted: string;
    /** Dark bands: footer, hero overlays. */
    surfaceInverse: string;
    text: string;
    textMuted: string;
    textInverse: string;
    textInverseMuted: string;
    /** Decorative dividers (not relied on for meaning). */
    border: string;
    /** Borders of form controls: at least 3:1 against `surface` (WCAG 1.4.11). */
    borderStrong: string;
    primary: string;
    primaryHover: string;
    primaryActive: string;
    onPrimary: string;
    primarySubtle: string;
    accent: string;
    onAccent: string;
    link: string;
    linkHover: string;
    focus: string;
    critical: string;
    criticalSubtle: string;
    success: string;
    successSubtle: string;
    warning: string;
    warningSubtle: string;
    info: string;
    infoSubtle: string;
    overlay: string;
  };
  font: { body: string; heading: string; mono: string };
  fontSize: Record<'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl' | '3xl' | '4xl' | '5xl', string>;
  fontWeight: Record<'regular' | 'medium' | 'semibold' | 'bold', string>;
  lineHeight: Record<'tight' | 'snug' | 'normal' | 'relaxed', string>;
  letterSpacing: Record<'tight' | 'normal' | 'wide', string>;
  space: Record<'none' | 'xxs' | 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl' | '3xl' | '4xl', string>;
  radius: Record<'none' | 'sm' | 'md' | 'lg' | 'full', string>;
  shadow: Record<'sm' | 'md' | 'lg', string>;
  /** Minimum widths, mirrored by the media queries in `css/breakpoints.ts`. */
  breakpoint: Record<'tablet' | 'desktop' | 'wide', string>;
  zIndex: Record<'base' | 'dropdown' | 'sticky' | 'header' | 'overlay' | 'dialog' | 'loadingBar', string>;
  motion: {
    durationFast: string;
    durationNormal: string;
    durationSlow: string;
    easing: string;
  };
  contentWidth: Record<'narrow' | 'default' | 'wide', string>;
}
