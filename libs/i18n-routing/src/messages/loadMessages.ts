import type { LocaleCode } from '../locales.ts';
import de from './catalogues/de.ts';
import en, { type Messages } from './catalogues/en.ts';

/** The two main locales load eagerly (SPEC.md section 4); they ship with this module. */
export const EAGER_MESSAGES: Readonly<Partial<Record<LocaleCode, Messages>>> = { en, de };

// Every other catalogue is its own chunk, fetched on first use.
const lazyCatalogues: Readonly<
  Record<Exclude<LocaleCode, 'en' | 'de'>, () => Promise<{ default: Messages }>>
> = {
  es: () => import('./catalogues/es.ts'),
  pt: () => import('./catalogues/pt.ts'),
  fr: () => import('./catalogues/fr.ts'),
  it: () => import('./catalogues/it.ts'),
  ro: () => import('./catalogues/ro.ts'),
  nl: () => import('./catalogues/nl.ts'),
  ru: () => import('./catalogues/ru.ts'),
};

/**
 * The react-intl messages (ICU MessageFormat) of a locale: `<IntlProvider locale messages>`.
 * English and German resolve at once; the others are loaded on demand.
 */
export async function loadMessages(locale: LocaleCode): Promise<Messages> {
  const eager = EAGER_MESSAGES[locale];
  if (eager) return eager;
  const load = lazyCatalogues[locale as keyof typeof lazyCatalogues];
  if (!load) throw new TypeError(`No messages for locale "${String(locale)}"`);
  return (await load()).default;
}
