export { LOCALES, localeCodes, isLocaleCode } from './locales';
export type { Locale, LocaleCode } from './locales';
export { MARKETS, resolveMarket, getMarketConfig, isMarket } from './markets';
export type { Market, MarketConfig, I18nStrategy } from './markets';
