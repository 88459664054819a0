import { LOCALES, type LocaleCode } from './locales.ts';
import { marketConfigs } from './marketConfigs.ts';

export type Market = keyof typeof marketConfigs;

/** Every market, in the order of marketConfigs.ts. */
export const MARKETS = Object.keys(marketConfigs) as readonly Market[];

export type I18nStrategy = 'prefix' | 'prefix_except_default';

export interface MarketConfig {
  /** Site config name (SPEC.md section 1: website, design-system, shared). */
  website: string;
  i18nStrategy: I18nStrategy;
  /** The market's locales; the first one is the start locale when a path carries none. */
  locales: readonly LocaleCode[];
  defaultLocale: LocaleCode;
  /**
   * A locale's BCP 47 tag in this market when it is not the locale's own (`LOCALES[locale].iso`):
   * `{ de: 'de-AT' }` for German in Austria.
   */
  languageTags?: Readonly<Partial<Record<LocaleCode, string>>>;
  /** The port the market's app serves on locally (DESIGN.md section 2). */
  port: number;
}

export function isMarket(value: unknown): value is Market {
  return typeof value === 'string' && Object.hasOwn(marketConfigs, value);
}

/** The market from a build-time setting; a missing or invalid value means global (SPEC.md section 1). */
export function resolveMarket(value?: string | null): Market {
  return isMarket(value) ? value : 'global';
}

export function getMarketConfig(market: Market): MarketConfig {
  return marketConfigs[market];
}

/** The BCP 47 tag of a locale in a market (`<html lang>`, hreflang): `de-AT` for German in Austria. */
export function languageTag(market: Market, locale: LocaleCode): string {
  const config: MarketConfig = marketConfigs[market];
  return config.languageTags?.[locale] ?? LOCALES[locale].iso;
}
