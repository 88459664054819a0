import { EAGER_MESSAGES } from '@clavis/i18n-routing/messages';
import { ExtranetView } from '../ExtranetView/ExtranetView';
import type { ExtranetPayload } from '../payload';
import { extranetContext } from '../shared/extranetContext';

/** An extranet page's view as a partner sees it (German), its pictures as Storybook serves them (no image service). */
export function ExtranetPreview({ payload }: { payload: ExtranetPayload }) {
  const context = { ...extranetContext({ market: payload.market, locale: payload.locale, messages: (EAGER_MESSAGES[payload.locale] ?? EAGER_MESSAGES.de) as Record<string, string> }), assets: { baseUrl: '', imageService: false } };
  return (
    <main>
      <ExtranetView payload={payload} context={context} />
    </main>
  );
}
