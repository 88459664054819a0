import { createGlobalThemeContract } from '@vanilla-extract/css';

const scale = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, null])) as Record<K, null>;

/**
 * The one theme contract: every theme fills every role; components read only these.
 * Global, stable names (`--clavis-color-primary`): a style compiled against the published build
 * and one compiled against the sources (an app bundling both) must name the same variables, and
 * hashed names differ with the file's path.
 */
export const vars = createGlobalThemeContract(
  {
    color: scale([
      'background',
      'surface',
      'surfaceMuted',
      'surfaceInverse',
      'text',
      'textMuted',
      'textInverse',
      'textInverseMuted',
      'border',
      'borderStrong',
      'primary',
      'primaryHover',
      'primaryActive',
      'onPrimary',
      'primarySubtle',
      'accent',
      'onAccent',
      'link',
      'linkHover',
      'focus',
      'critical',
      'criticalSubtle',
      'success',
      'successSubtle',
      'warning',
      'warningSubtle',
      'info',
      'infoSubtle',
      'overlay',
    ] as const),
    font: scale(['body', 'heading', 'mono'] as const),
    fontSize: scale(['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl'] as const),
    fontWeight: scale(['regular', 'medium', 'semibold', 'bold'] as const),
    lineHeight: scale(['tight', 'snug', 'normal', 'relaxed'] as const),
    letterSpacing: scale(['tight', 'normal', 'wide'] as const),
    space: scale(['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl'] as const),
    radius: scale(['none', 'sm', 'md', 'lg', 'full'] as const),
    shadow: scale(['sm', 'md', 'lg'] as const),
    breakpoint: scale(['tablet', 'desktop', 'wide'] as const),
    zIndex: scale([
      'base',
      'dropdown',
      'sticky',
      'header',
      'overlay',
      'dialog',
      'loadingBar',
    ] as const),
    motion: scale(['durationFast', 'durationNormal', 'durationSlow', 'easing'] as const),
    contentWidth: scale(['narrow', 'default', 'wide'] as const),
  },
  (_value, path) => `clavis-${path.join('-')}`,
);

export type ThemeVars = typeof vars;
