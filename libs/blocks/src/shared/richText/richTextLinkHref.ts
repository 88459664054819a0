import { linkHref, type Link } from '@clavis/cms-client';
import type { BlockContext } from '../../core/types';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

// Relative paths, fragments, web, mail and phone links; never `javascript:` or `data:` from the CMS.
const SAFE_HREF = /^(?:[/?#]|https?:\/\/|mailto:|tel:)/i;

/**
 * The href of a rich-text `link` mark on the market's site, or null when it leads nowhere (empty,
 * a story not on this site, an unsafe scheme). Story links go through cms-client's `storyUrl`
 * (from the resolved `story.full_slug`, else the cached slug), e-mail becomes `mailto:`.
 */
export function richTextLinkHref(attrs: Record<string, unknown> | undefined, context: Pick<BlockContext, 'market'>): string | null {
  const href = text(attrs?.['href']);
  const anchor = text(attrs?.['anchor']);
  const story = attrs?.['story'] as { full_slug?: unknown } | undefined;
  let link: Link;
  switch (attrs?.['linktype']) {
    case 'story':
      link = {
        linktype: 'story',
        cached_url: text(attrs?.['cached_url']) ?? href,
        story: typeof story?.full_slug === 'string' ? { full_slug: story.full_slug } : undefined,
        anchor,
      };
      break;
    case 'email':
      link = { linktype: 'email', email: href };
      break;
    case 'asset':
      link = { linktype: 'asset', url: href, anchor };
      break;
    default:
      link = { linktype: 'url', url: href, anchor };
  }
  const resolved = linkHref(link, context);
  return resolved && SAFE_HREF.test(resolved) ? resolved : null;
}
