import type { LocaleCode } from './locales.ts';
import { customSlugs } from './params.ts';
import { getRoute, type RouteName } from './routes.ts';

/** One slug segment, as `isSlugSegment` accepts it. */
const SLUG = '[A-Za-z0-9][\\w.~-]*';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The regular expression of one path segment of a route, in the locale's words. */
function segmentPattern(word: string): string {
  if (word === ':category') return `${SLUG}(?:/${SLUG})*`;
  if (word === ':customSlug') return `(?:${customSlugs.map(escapeRegExp).join('|')})`;
  if (word.startsWith(':')) return SLUG;
  return escapeRegExp(word);
}

interface PatternNode {
  /** A route ends here. */
  end: boolean;
  children: Map<string, PatternNode>;
}

const createNode = (): PatternNode => ({ end: false, children: new Map() });

/** The alternatives below a node; shared prefixes are written once (`produkte(?:/(?:a|b))?`). */
function alternativesOf(node: PatternNode): string {
  const alternatives = [...node.children].map(([segment, child]) => {
    if (child.children.size === 0) return segment;
    return `${segment}(?:/${alternativesOf(child)})${child.end ? '?' : ''}`;
  });
  return alternatives.length === 1 ? (alternatives[0] as string) : `(?:${alternatives.join('|')})`;
}

export interface PathPatternInput {
  locale: LocaleCode;
  routes: readonly RouteName[];
}

/**
 * A regular expression (source, unanchored) that matches exactly the pathnames of `routes` in one
 * locale of a market below the locale's root (`/` or `/{locale}/`): `produkte/futura` for
 * germany's `/produkte/futura`, `products/futura` for its `/en/products/futura`. These are the
 * paths `matchPath` gives those routes (slug segments as `isSlugSegment` accepts them,
 * `:customSlug` its two values). The locale's root itself (home) is the empty path, which the
 * pattern never matches: a caller that serves it says so itself.
 *
 * Next.js routes a request by patterns like this before any code runs (the proxy's matcher and
 * config rewrites), so they must agree with the router; the tests check that they do.
 */
export function pathPattern({ locale, routes }: PathPatternInput): string {
  const root = createNode();
  for (const name of routes) {
    const words = getRoute(name).paths[locale].split('/').filter(Boolean);
    if (words.length === 0) continue; // the locale's root
    let node = root;
    for (const word of words) {
      const segment = segmentPattern(word);
      let child = node.children.get(segment);
      if (!child) node.children.set(segment, (child = createNode()));
      node = child;
    }
    node.end = true;
  }
  return root.children.size === 0 ? '(?!)' : alternativesOf(root);
}
