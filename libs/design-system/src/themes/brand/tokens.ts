import type { Tokens } from '../../tokens/tokenType.ts';
import { sharedTokens } from '../sharedTokens';

/**
 * Clavis brand for the public sites: deep steel blue with a brass accent (the metal keys are cut
 * from). Text pairs are checked for WCAG 2.2 AA in themes.test.ts.
 */
export const brandTokens: Tokens = {
  ...sharedTokens,
  name: 'brand',
  color: {
    background: '#ffffff',
    surface: '#ffffff',
    surfaceMuted: '#f2f4f7',
    surfaceInverse: '#0f1b2d',
    text: '#0f1b2d',
    textMuted: '#4a5568',
    textInverse: '#ffffff',
    textInverseMuted: '#b8c2d1',
    border: '#dde2e9',
    borderStrong: '#6b778a',
    primary: '#0b4a8b',
    primaryHover: '#083a6e',
    primaryActive: '#062c54',
    onPrimary: '#ffffff',
    primarySubtle: '#e8f0fa',
    accent: '#c98a1b',
    onAccent: '#0f1b2d',
    link: '#0b55a3',
    linkHover: '#083a6e',
    focus: '#1d6fe0',
    critical: '#b42318',
    criticalSubtle: '#fef3f2',
    success: '#05603a',
    successSubtle: '#ecfdf3',
    warning: '#93370d',
    warningSubtle: '#fffaeb',
    info: '#0b4a8b',
    infoSubtle: '#eef4fb',
    overlay: 'rgba(15, 27, 45, 0.6)',
  },
};
