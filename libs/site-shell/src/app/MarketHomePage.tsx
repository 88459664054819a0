import { getMarketConfig, LOCALES } from '@clavis/i18n-routing';
import { currentMarket } from './currentMarket';
import * as styles from './MarketHomePage.css';

// Each language is named in itself, as a locale switcher would name it.
const nativeName = (code: string) =>
  new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;

/** The one page each market serves until the public site lands: its market and its locales. */
export function MarketHomePage() {
  const market = currentMarket();
  const { locales, defaultLocale, i18nStrategy } = getMarketConfig(market);
  return (
    <main className={styles.main}>
      <p className={styles.eyebrow}>Clavis</p>
      <h1 className={styles.title} data-market={market}>
        {market}
      </h1>
      <p className={styles.lead}>
        This market serves {locales.length} {locales.length === 1 ? 'locale' : 'locales'} with the{' '}
        <code>{i18nStrategy}</code> strategy.
      </p>
      <ul className={styles.locales} aria-label="Locales">
        {locales.map((code) => (
          <li key={code} className={styles.locale} lang={LOCALES[code].iso}>
            <span className={styles.code}>{code}</span> {nativeName(code)}
            {code === defaultLocale ? ' (default)' : ''}
          </li>
        ))}
      </ul>
    </main>
  );
}
