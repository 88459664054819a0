import type { Market } from '@clavis/i18n-routing';
import { z } from 'zod';
import { storyUrl } from '../urls/storyUrl';

/** A multilink field (SPEC.md section 3: linktype url, email, story; plus asset). */
export const linkSchema = z.looseObject({
  fieldtype: z.literal('multilink').optional(),
  linktype: z.enum(['url', 'email', 'story', 'asset']),
  id: z.string().optional(),
  url: z.string().optional(),
  cached_url: z.string().optional(),
  email: z.string().optional(),
  anchor: z.string().optional(),
  target: z.enum(['_self', '_blank']).optional(),
  /** Set by `resolve_links`: the linked story. */
  story: z.looseObject({ full_slug: z.string() }).optional(),
  /** Free attributes (SPEC.md's `custom`). */
  custom: z.record(z.string(), z.string()).optional(),
});
export type Link = z.infer<typeof linkSchema>;

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
