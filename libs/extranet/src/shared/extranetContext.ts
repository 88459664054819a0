import type { TemplateProps } from '@clavis/blocks';
import { createIntl, createIntlCache } from '@formatjs/intl';
import type { LocaleCode, Market } from '@clavis/i18n-routing';

export type ExtranetRenderContext = TemplateProps['context'];

const cache = createIntlCache();

/** The formatter of a locale's messages; creating one asks the browser for its locale data, so a page makes it once. */
export function extranetIntl({ locale, messages }: { locale: LocaleCode; messages: Record<string, string> }): ExtranetRenderContext['intl'] {
  return createIntl({ locale, messages, defaultLocale: 'en' }, cache);
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
