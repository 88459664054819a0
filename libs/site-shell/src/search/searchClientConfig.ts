import 'server-only';
import type { LocaleCode } from '@clavis/i18n-routing';
import type { SearchServiceConfig } from '@clavis/search';
import { siteConfig } from '../config/siteConfig';

/**
 * The browser's search-service configuration (SPEC.md section 3) and the index of a locale: Algolia
 * with its public search key when configured, else the embedded engine at `/api/search`. Only
 * public values: the admin key never leaves the server.
 */
export function searchClientConfig(locale: LocaleCode): {
  config: SearchServiceConfig;
  indexName: string;
  recommend: boolean;
} {
  const { env, market } = siteConfig();
  const base = `${market}_${locale}`;
  if (env.ALGOLIA_APP_ID && env.ALGOLIA_SEARCH_KEY) {
    return {
      config: {
        applicationId: env.ALGOLIA_APP_ID,
        apiKey: env.ALGOLIA_SEARCH_KEY,
        lite: env.ALGOLIA_LITE !== 'false',
        recommend: env.ALGOLIA_RECOMMEND === 'true',
        cache: env.ALGOLIA_CACHE !== 'false',
      },
      indexName: env.ALGOLIA_INDEX ? `${env.ALGOLIA_INDEX}_${base}` : base,
      recommend: env.ALGOLIA_RECOMMEND === 'true',
    };
  }
  return { config: { endpoint: '/api/search', cache: true }, indexName: base, recommend: false };
}
