import type { TemplateProps } from '@clavis/blocks';
import { createIntl, createIntlCache } from '@formatjs/intl';
import type { LocaleCode, Market } from '@clavis/i18n-routing';

export type ExtranetRenderContext = TemplateProps['context'];

const cache = createIntlCache();

// The formatters made in this page, by catalogue and locale: the first one asks the browser which
// locales its Intl supports (createIntl's check), tens of milliseconds on a phone's CPU.
const formatters = new WeakMap<Record<string, string>, Map<LocaleCode, ExtranetRenderContext['intl']>>();

/** The formatter of a locale's messages, made once per page (`warmExtranetIntl` makes it ahead). */
export function extranetIntl({ locale, messages }: { locale: LocaleCode; messages: Record<string, string> }): ExtranetRenderContext['intl'] {
  const byLocale = formatters.get(messages) ?? new Map<LocaleCode, ExtranetRenderContext['intl']>();
  formatters.set(messages, byLocale);
  const known = byLocale.get(locale);
  if (known) return known;
  const intl = createIntl({ locale, messages, defaultLocale: 'en' }, cache);
  byLocale.set(locale, intl);
  return intl;
}

/**
 * The render context of the extranet's views in the browser: the page's messages, assets as the API
 * signed them (absolute links, sized by the image service behind `/api/extranet/files`).
 */
export function extranetContext({
  market,
  locale,
  messages,
  intl = extranetIntl({ locale, messages }),
  storySlug,
}: {
  market: Market;
  locale: LocaleCode;
  messages: Record<string, string>;
  /** The page's formatter of these messages, when it has one (`extranetIntl`). */
  intl?: ExtranetRenderContext['intl'];
  storySlug?: string;
}): ExtranetRenderContext {
  return {
    market,
    locale,
    ...(storySlug ? { storySlug } : {}),
    draft: false,
    intl,
    assets: { baseUrl: '', imageService: true },
    data: {},
    report: (problem) => {
      if (process.env.NODE_ENV !== 'production') console.warn(`[extranet] ${problem.kind} ${problem.component}: ${problem.details.join('; ')}`);
    },
  };
}
