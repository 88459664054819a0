import { linkHref, type Link } from '@clavis/cms-client';
import { imageUrl } from '../../core/imageUrl';
import type { BlockContext } from '../../core/types';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

// Relative paths, fragments, web, mail and phone links; never `javascript:` or `data:` from the CMS.
const SAFE_HREF = /^(?:[/?#]|https?:\/\/|mailto:|tel:)/i;

/**
 * The href of a rich-text `link` mark on the market's site, or null when it leads nowhere (empty,
 * a story not on this site, an unsafe scheme). Story links go through cms-client's `storyUrl`
 * (from the resolved `story.full_slug`, else the cached slug), e-mail becomes `mailto:`, and a
 * relative asset path (the content server's `/f/...`) is served from `assets.baseUrl`, as images are.
 */
export function richTextLinkHref(attrs: Record<string, unknown> | undefined, context: Pick<BlockContext, 'market' | 'assets'>): string | null {
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
  let resolved = linkHref(link, context);
  // `imageUrl` without the image service is the plain asset URL, with the asset host in front.
  if (resolved && link.linktype === 'asset' && /^\/(?!\/)/.test(resolved)) resolved = imageUrl(resolved, {}, { ...context.assets, imageService: false });
  return resolved && SAFE_HREF.test(resolved) ? resolved : null;
}
