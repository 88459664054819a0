import type { LocaleCode } from './locales.ts';

export const MARKETS = ['global', 'italy', 'spain', 'france', 'germany'] as const;

export type Market = (typeof MARKETS)[number];

export type I18nStrategy = 'prefix' | 'prefix_except_default';

export interface MarketConfig {
  /** Site config name (SPEC.md section 1: website, design-system, shared). */
  website: string;
  i18nStrategy: I18nStrategy;
  /** The market's locales; the first one is the start locale when a path carries none. */
  locales: readonly LocaleCode[];
  defaultLocale: LocaleCode;
}

const marketConfigs: Readonly<Record<Market, MarketConfig>> = {
  global: {
    website: 'global',
    i18nStrategy: 'prefix',
    locales: ['en', 'de', 'es', 'pt', 'fr', 'it', 'ro', 'nl', 'ru'],
    defaultLocale: 'en',
  },
  italy: {
    website: 'italy',
    i18nStrategy: 'prefix_except_default',
    locales: ['it'],
    defaultLocale: 'it',
  },
  spain: {
    website: 'spain',
    i18nStrategy: 'prefix_except_default',
    locales: ['es'],
    defaultLocale: 'es',
  },
  france: {
    website: 'france',
    i18nStrategy: 'prefix_except_default',
    locales: ['fr'],
    defaultLocale: 'fr',
  },
  // "The main German-default configuration": German unprefixed, English under /en (DESIGN.md section 4).
  germany: {
    website: 'germany',
    i18nStrategy: 'prefix_except_default',
    locales: ['de', 'en'],
    defaultLocale: 'de',
  },
};

export function isMarket(value: unknown): value is Market {
  return typeof value === 'string' && (MARKETS as readonly string[]).includes(value);
}

/** The market from a build-time setting; a missing or invalid value means global (SPEC.md section 1). */
export function resolveMarket(value?: string | null): Market {
  return isMarket(value) ? value : 'global';
}

export function getMarketConfig(market: Market): MarketConfig {
  return marketConfigs[market];
}
