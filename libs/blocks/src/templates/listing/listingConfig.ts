import type { Story } from '@clavis/cms-client';
import type { RouteName } from '@clavis/i18n-routing';
import type { BlockContext } from '../../core/types';
import { storyTitle } from '../storyContent';
import { filterOptions, listingItem, resolvedStory } from './listingItems';
import type { ListingFilter, ListingItem, SortKey } from './listingTypes';

type Context = Omit<BlockContext, 'renderBlocks'>;

export interface ListingConfig {
  items: ListingItem[];
  sortKeys: SortKey[];
  defaultSort: SortKey;
  filters: ListingFilter[];
  /** Catalogue key of the empty state. */
  emptyId: string;
}

const byDate: SortKey[] = ['newest', 'oldest'];
const byName: SortKey[] = ['name_asc', 'name_desc'];

function productSegmentOf(route: RouteName): string | undefined {
  if (route.endsWith('products-automotive')) return 'automotive';
  if (route.endsWith('products-residential')) return 'residential';
  return undefined;
}

/** Category slug -> category title, from the products' resolved `category` relations. */
function categoryTitles(stories: readonly Story[]): Map<string, string> {
  const titles = new Map<string, string>();
  for (const story of stories) {
    const category = resolvedStory((story.content as { category?: unknown }).category);
    if (category) titles.set(category.slug, storyTitle(category));
  }
  return titles;
}

function productListing(route: RouteName, page: Story, stories: readonly Story[], context: Context): ListingConfig {
  const segment = productSegmentOf(route);
  const isCategoryPage = (page.content as { component?: string }).component === 'category';
  const items = stories
    .map((story) => listingItem(story, context))
    .filter((item) => !segment || item.filters?.['segment'] === segment)
    .filter((item) => !isCategoryPage || item.filters?.['category'] === page.slug);
  const titles = categoryTitles(stories);
  const categoryOptions = filterOptions(items, 'category', (slug) => titles.get(slug) ?? slug);
  return {
    items,
    sortKeys: byName,
    defaultSort: 'name_asc',
    filters:
      isCategoryPage || categoryOptions.length < 2
        ? []
        : [{ name: 'category', label: context.intl.formatMessage({ id: 'nav.category' }), options: categoryOptions }],
    emptyId: 'search.no_results',
  };
}

/** A single filter over one field, when the items have more than one value for it. */
function fieldFilter(items: readonly ListingItem[], name: string, label: string, labelOf?: (value: string) => string): ListingFilter[] {
  const options = filterOptions(items, name, labelOf);
  return options.length > 1 ? [{ name, label, options }] : [];
}

/**
 * How a route's listing behaves (SPEC.md section 2 templates, DESIGN.md section 4): its cards,
 * the sort choices, the filters built from the listed stories' values, its empty message.
 */
export function listingConfig(route: RouteName, page: Story, stories: readonly Story[], context: Context): ListingConfig {
  const t = (id: string) => context.intl.formatMessage({ id });
  if (route.includes('products') || route === 'category-slug') {
    if (route !== 'extranet-products') return productListing(route, page, stories, context);
  }
  const items = stories.map((story) => listingItem(story, context));
  const filtersLabel = t('listing.filters');
  switch (route) {
    case 'events-and-news-events':
      return {
        items,
        sortKeys: byDate,
        defaultSort: 'newest',
        filters: fieldFilter(items, 'status', t('events.status'), (status) => t(`events.status.${status}`)),
        emptyId: 'events.no_results',
      };
    case 'events-and-news-news-about-us':
      return { items, sortKeys: byDate, defaultSort: 'newest', filters: [], emptyId: 'news.no_results' };
    case 'events-and-news-press-releases':
      return { items, sortKeys: byDate, defaultSort: 'newest', filters: [], emptyId: 'press.no_results' };
    case 'resources-bulletins':
    case 'extranet-bulletins':
      return { items, sortKeys: byDate, defaultSort: 'newest', filters: [], emptyId: 'search.no_results' };
    case 'work-with-us':
      return { items, sortKeys: byDate, defaultSort: 'newest', filters: fieldFilter(items, 'department', filtersLabel), emptyId: 'search.no_results' };
    case 'resources-catalogues':
    case 'extranet-catalogues-folder':
      return { items, sortKeys: ['manual', ...byName], defaultSort: 'manual', filters: fieldFilter(items, 'year', filtersLabel), emptyId: 'search.no_results' };
    case 'resources-sellers':
      return { items, sortKeys: byName, defaultSort: 'name_asc', filters: fieldFilter(items, 'region', filtersLabel), emptyId: 'search.no_results' };
    case 'shops':
      return { items, sortKeys: byName, defaultSort: 'name_asc', filters: fieldFilter(items, 'city', filtersLabel), emptyId: 'search.no_results' };
    case 'contacts':
      return { items, sortKeys: byName, defaultSort: 'name_asc', filters: fieldFilter(items, 'department', filtersLabel), emptyId: 'search.no_results' };
    default:
      return { items, sortKeys: ['manual', ...byName], defaultSort: 'manual', filters: [], emptyId: 'search.no_results' };
  }
}
