'use client';
import { serializeLocaleCookie, type LocaleCode } from '@clavis/i18n-routing';
import type { LocaleSwitchLink } from './localeSwitchLinks';
import * as styles from './LocaleSwitch.css';

/** Remembers the visitor's choice (SPEC.md section 9: `i18n_redirected`, 365 days, path /, SameSite Lax). */
export function rememberLocale(locale: LocaleCode): void {
  document.cookie = serializeLocaleCookie(locale);
}

/**
 * The market's locales as plain links to the same page in each (they work without JavaScript);
 * choosing one also writes the locale cookie. A market with one locale shows no switcher.
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
              onClick={() => rememberLocale(link.locale)}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
