import { localizePath } from '@clavis/i18n-routing';
import type { BlockScope } from '../core/types';

/** The home page of the page's market and locale (`/`, `/en`); `/` when the market does not serve the locale. */
export function homePath({ market, locale }: Pick<BlockScope, 'market' | 'locale'>): string {
  try {
    return localizePath({ market, locale, route: 'home', params: {} });
  } catch {
    return '/';
  }
}
