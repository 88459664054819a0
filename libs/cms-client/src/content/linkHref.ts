import type { Market } from '@clavis/i18n-routing';
import { storyUrl } from '../urls/storyUrl';
import type { Link } from './link';

// Apart from the link's schema, so a page that only writes hrefs (the browser's) does not load zod.

/**
 * The href of a link on a market's site: story links through `storyUrl` (i18n-routing's paths),
 * e-mail as `mailto:`, URLs and assets as given; null when there is nothing to link to (an empty
 * field, or a story that is not on this market's site).
 */
export function linkHref(link: Link | undefined | null, { market }: { market: Market }): string | null {
  if (!link) return null;
  const anchor = link.anchor ? `#${link.anchor}` : '';
  switch (link.linktype) {
    case 'email': {
      const address = link.email ?? link.url ?? '';
      return address ? `mailto:${address.replace(/^mailto:/, '')}` : null;
    }
    case 'story': {
      const fullSlug = link.story?.full_slug ?? link.cached_url;
      if (!fullSlug) return null;
      const url = storyUrl({ market, fullSlug });
      return url === null ? null : `${url}${anchor}`;
    }
    case 'url':
    case 'asset': {
      const url = link.url || link.cached_url || '';
      return url ? `${url}${anchor && !url.includes('#') ? anchor : ''}` : null;
    }
  }
}
