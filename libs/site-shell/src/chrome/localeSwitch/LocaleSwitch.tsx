import { serializeLocaleCookie } from '@clavis/i18n-routing';
import { LOCALE_COOKIE_ATTRIBUTE } from './localeCookieScript';
import type { LocaleSwitchLink } from './localeSwitchLinks';
import * as styles from './LocaleSwitch.css';

/**
 * The market's locales as plain links to the same page in each (they work without JavaScript).
 * Choosing one writes the locale cookie (SPEC.md section 9: `i18n_redirected`, 365 days, path /,
 * SameSite Lax): each link carries its cookie, which the root layout's inline listener writes on
 * the click (`LOCALE_COOKIE_SCRIPT`), hydrated or not. A market with one locale shows no switcher.
 */
export function LocaleSwitch({ links, label }: { links: readonly LocaleSwitchLink[]; label: string }) {
  if (links.length < 2) return null;
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.locale}>
            <a
              href={link.href}
              hrefLang={link.iso}
              lang={link.iso}
              aria-current={link.current ? 'page' : undefined}
              className={styles.link}
              {...{ [LOCALE_COOKIE_ATTRIBUTE]: serializeLocaleCookie(link.locale) }}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
