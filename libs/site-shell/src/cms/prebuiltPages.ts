import { getRoute } from '@clavis/i18n-routing';
import type { StaticPage } from './staticPaths';

/** A fixed path (no parameter): the home page and every section's index, its first listing page in its HTML. */
function isSectionIndex(page: StaticPage): boolean {
  return getRoute(page.route).tokens.every((token) => !token.startsWith(':'));
}

/** Every string in a story's content: story links carry the linked story's uuid, relations are uuids. */
function contentStrings(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) contentStrings(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) contentStrings(item, into);
  return into;
}

/** The pages the home page features: the stories its content links to or relates (cards, carousels, teasers). */
function featuredOnHome(pages: readonly StaticPage[]): Set<StaticPage> {
  const home = pages.find((page) => page.route === 'home');
  if (!home) return new Set();
  const referenced = contentStrings(home.story.content, new Set());
  return new Set(pages.filter((page) => referenced.has(page.story.uuid) || referenced.has(page.story.full_slug)));
}

function groupBy<K>(pages: readonly StaticPage[], key: (page: StaticPage) => K): Map<K, StaticPage[]> {
  const groups = new Map<K, StaticPage[]>();
  for (const page of pages) {
    const group = groups.get(key(page));
    if (group) group.push(page);
    else groups.set(key(page), [page]);
  }
  return groups;
}

const newestFirst = (a: StaticPage, b: StaticPage) =>
  (b.story.first_published_at ?? '').localeCompare(a.story.first_published_at ?? '') || a.url.localeCompare(b.url);

/**
 * The rest, one page of each kind (route) in turn, the smaller kinds first and each kind newest
 * first: every kind has its first pages prebuilt, a kind of a few pages (a market's own pages,
 * forms, landing pages) is prebuilt whole, and the kinds that grow with the catalogue (products,
 * news, events) share what is left.
 */
function inTurnByKind(pages: readonly StaticPage[]): StaticPage[] {
  const kinds = groupBy(pages, (page) => page.route);
  const queues = [...kinds.values()]
    .map((kind) => kind.sort(newestFirst))
    .sort((a, b) => a.length - b.length || (a[0]?.route ?? '').localeCompare(b[0]?.route ?? ''));
  const order: StaticPage[] = [];
  for (let round = 0; order.length < pages.length; round += 1)
    for (const queue of queues) if (round < queue.length) order.push(queue[round] as StaticPage);
  return order;
}

/** One locale's pages in the order they are prebuilt. */
function prebuildOrder(pages: readonly StaticPage[]): StaticPage[] {
  const sections = pages.filter(isSectionIndex).sort((a, b) => Number(b.route === 'home') - Number(a.route === 'home'));
  const featured = [...featuredOnHome(pages)].filter((page) => !sections.includes(page));
  const first = new Set([...sections, ...featured]);
  return [...sections, ...featured, ...inTurnByKind(pages.filter((page) => !first.has(page)))];
}

/**
 * The pages `next build` prerenders, at most `perLocale` in each locale of the market, in this
 * order: the home page and every section's index (their first listing page is in their HTML), the
 * pages the home page features, then the other pages a kind at a time (see inTurnByKind). Every
 * other page renders on its first visit into the page cache, as a page published after the build
 * does, so a build costs the same whatever the catalogue's size.
 */
export function prebuiltPages(pages: readonly StaticPage[], perLocale: number): StaticPage[] {
  return [...groupBy(pages, (page) => page.locale).values()].flatMap((locale) => prebuildOrder(locale).slice(0, perLocale));
}
