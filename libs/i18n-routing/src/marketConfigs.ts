import type { MarketConfig } from './markets.ts';

// The markets, each in one entry: `nx g @clavis/tools:market <market> --locales=... --port=...`
// appends a new market's entry here and writes its app (apps/site-<market>); nothing else lists
// the markets. The order is MARKETS's order.
export const marketConfigs = {
  global: {
    website: 'global',
    i18nStrategy: 'prefix',
    locales: ['en', 'de', 'es', 'pt', 'fr', 'it', 'ro', 'nl', 'ru'],
    defaultLocale: 'en',
    port: 3001,
  },
  italy: {
    website: 'italy',
    i18nStrategy: 'prefix_except_default',
    locales: ['it'],
    defaultLocale: 'it',
    port: 3002,
  },
  spain: {
    website: 'spain',
    i18nStrategy: 'prefix_except_default',
    locales: ['es'],
    defaultLocale: 'es',
    port: 3003,
  },
  france: {
    website: 'france',
    i18nStrategy: 'prefix_except_default',
    locales: ['fr'],
    defaultLocale: 'fr',
    port: 3004,
  },
  // "The main German-default configuration": German unprefixed, English under /en (DESIGN.md section 4).
  germany: {
    website: 'germany',
    i18nStrategy: 'prefix_except_default',
    locales: ['de', 'en'],
    defaultLocale: 'de',
    port: 3000,
  },
} as const satisfies Record<string, MarketConfig>;
