import type { Tokens } from '../tokens/tokenType.ts';

const SYSTEM_SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif";

/** Scales both Clavis themes share; a theme overrides only what sets it apart. */
export const sharedTokens: Omit<Tokens, 'name' | 'color'> = {
  font: {
    // The reader's own interface font: no font file on the way to the first paint (a web font cost
    // about 0.5 s of the mobile LCP budget, issue #9), and text that reads as native everywhere.
    body: SYSTEM_SANS,
    heading: SYSTEM_SANS,
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '2rem',
    '4xl': '2.5rem',
    '5xl': '3.25rem',
  },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.15', snug: '1.3', normal: '1.5', relaxed: '1.7' },
  letterSpacing: { tight: '-0.02em', normal: '0', wide: '0.08em' },
  space: {
    none: '0',
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    '2xl': '3rem',
    '3xl': '4rem',
    '4xl': '6rem',
  },
  radius: { none: '0', sm: '2px', md: '4px', lg: '8px', full: '9999px' },
  shadow: {
    sm: '0 1px 2px rgba(15, 27, 45, 0.08)',
    md: '0 2px 4px rgba(15, 27, 45, 0.06), 0 6px 16px rgba(15, 27, 45, 0.08)',
    lg: '0 8px 24px rgba(15, 27, 45, 0.12), 0 24px 48px rgba(15, 27, 45, 0.12)',
  },
  breakpoint: { tablet: '740px', desktop: '992px', wide: '1280px' },
  zIndex: {
    base: '0',
    dropdown: '100',
    sticky: '200',
    header: '300',
    overlay: '400',
    dialog: '500',
    loadingBar: '1000',
  },
  motion: {
    durationFast: '120ms',
    durationNormal: '200ms',
    durationSlow: '400ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  contentWidth: { narrow: '46rem', default: '76rem', wide: '90rem' },
};
