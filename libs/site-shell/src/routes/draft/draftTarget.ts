import { safeReturnTo } from '@clavis/auth';
import { storyUrl } from '@clavis/cms-client';
import type { Market } from '@clavis/i18n-routing';

/**
 * Where `/api/draft` sends the editor: `slug` is a site path (`/uber-uns`) or a story's full slug
 * (`de/germany/uber-uns`, what Storyblok appends to a preview URL); none is the home page. Only
 * paths of this site: anything else (`//evil.example`, another market's story) is null. The
 * visual editor's `_storyblok*` parameters go along.
 */
export function draftTarget(market: Market, query: URLSearchParams): string | null {
  // Storyblok appends `{full_slug}?_storyblok=...` to the preview URL, so behind `slug=` the first
  // editor parameter arrives inside the slug.
  const [rawSlug = '', inner = ''] = (query.get('slug') ?? '').split('?', 2);
  const slug = rawSlug.trim();
  const params = [...new URLSearchParams(inner), ...query];
  let path: string | null;
  if (slug === '' || slug === '/') path = '/';
  // eslint-disable-next-line no-control-regex -- control characters would break the Location header
  else if (/[\u0000-\u001f\u007f]/.test(slug)) path = null;
  // A site path is checked as the login's return is: after parsing, same origin, no `//` start.
  else if (slug.startsWith('/')) path = safeReturnTo(slug, null);
  else path = storyUrl({ market, fullSlug: slug.replace(/\/+$/, '') }) ?? storyUrl({ market, fullSlug: `${slug}/` });
  if (!path) return null;
  const editorParams = new URLSearchParams(params.filter(([name]) => name.startsWith('_storyblok')));
  const search = editorParams.toString();
  return search ? `${path}?${search}` : path;
}
