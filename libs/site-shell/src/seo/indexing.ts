import type { Story } from '@clavis/cms-client';
import type { RouteName } from '@clavis/i18n-routing';

/** The custom landing a form's submission leads to (createFormsRoute), `/thank-you` in every locale. */
const THANK_YOU = 'thank-you';

/**
 * Whether a page belongs in search engines' results and the sitemap. A thank-you page is reached
 * by sending a form: from a search result it thanks someone for a request never made. The other
 * custom landing (`landing-smart-pro-mini`) is a campaign page and is indexed.
 */
export function isIndexable({ route, story }: { route: RouteName; story: Pick<Story, 'slug'> }): boolean {
  return !(route === 'custom-landing' && story.slug === THANK_YOU);
}
