import { storyUrl } from '@clavis/cms-client';
import type { Market } from '@clavis/i18n-routing';

/**
 * Where `/api/draft` sends the editor: `slug` is a site path (`/uber-uns`) or a story's full slug
 * (`de/germany/uber-uns`, what Storyblok appends to a preview URL); none is the home page. Only
 * paths of this site: anything else (`//evil.example`, another market's story) is null. The
 * visual editor's `_storyblok*` parameters go along.
 */
export function draftTarget(market: Market, query: URLSearchParams): string | null {
  const slug = (query.get('slug') ?? '').trim();
  let path: string | null;
  if (slug === '' || slug === '/') path = '/';
  else if (slug.startsWith('/')) path = /^\/[/\\]/.test(slug) ? null : slug;
  else path = storyUrl({ market, fullSlug: slug.replace(/\/+$/, '') }) ?? storyUrl({ market, fullSlug: `${slug}/` });
  if (!path) return null;
  const editorParams = new URLSearchParams([...query].filter(([name]) => name.startsWith('_storyblok')));
  const search = editorParams.toString();
  return search ? `${path}?${search}` : path;
}
