import type { TemplateProps } from '@clavis/blocks';
import { createIntl, createIntlCache } from '@formatjs/intl';
import type { LocaleCode, Market } from '@clavis/i18n-routing';

export type ExtranetRenderContext = TemplateProps['context'];

const cache = createIntlCache();

/**
 * The render context of the extranet's views in the browser: the page's messages, assets as the API
 * signed them (absolute links, sized by the image service behind `/api/extranet/files`).
 */
export function extranetContext({
  market,
  locale,
  messages,
  storySlug,
}: {
  market: Market;
  locale: LocaleCode;
  messages: Record<string, string>;
  storySlug?: string;
}): ExtranetRenderContext {
  return {
    market,
    locale,
    ...(storySlug ? { storySlug } : {}),
    draft: false,
    intl: createIntl({ locale, messages, defaultLocale: 'en' }, cache),
    assets: { baseUrl: '', imageService: true },
    data: {},
    report: (problem) => {
      if (process.env.NODE_ENV !== 'production') console.warn(`[extranet] ${problem.kind} ${problem.component}: ${problem.details.join('; ')}`);
    },
  };
}
