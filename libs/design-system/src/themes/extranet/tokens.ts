import type { Tokens } from '../../tokens/tokenType.ts';
import { sharedTokens } from '../sharedTokens';
import { brandTokens } from '../brand/tokens';

/**
 * The trade-partner extranet: the brand's neutrals with a dark petrol primary, so partners can tell
 * at a glance that they are in the signed-in area, and a denser type and spacing scale for tables
 * and lists.
 */
export const extranetTokens: Tokens = {
  ...sharedTokens,
  name: 'extranet',
  fontSize: { ...sharedTokens.fontSize, '4xl': '2.25rem', '5xl': '2.75rem' },
  space: { ...sharedTokens.space, lg: '1.25rem', xl: '1.75rem', '2xl': '2.5rem', '3xl': '3.5rem' },
  radius: { none: '0', sm: '2px', md: '3px', lg: '6px', full: '9999px' },
  color: {
    ...brandTokens.color,
    background: '#f5f7f9',
    surfaceMuted: '#eceff3',
    surfaceInverse: '#102a33',
    primary: '#155e75',
    primaryHover: '#0f4b5e',
    primaryActive: '#0b3947',
    primarySubtle: '#e6f2f5',
    accent: '#c98a1b',
    link: '#0f5f77',
    linkHover: '#0b3947',
    info: '#155e75',
    infoSubtle: '#e6f2f5',
  },
};
