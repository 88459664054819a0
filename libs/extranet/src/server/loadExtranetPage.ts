import { pageListingRequest, type BlockData, type BlockDataRequest } from '@clavis/blocks/listing';
import { childrenFolder, type Story, type StoriesParams, type StoryResponse } from '@clavis/cms-client';
import type { Market } from '@clavis/i18n-routing';
import type { ExtranetFile, ExtranetPayload, ExtranetPicture } from '../payload';
import type { AssetProtector } from './protectAssets';
import { extranetFolder, type ExtranetLocation } from './extranetLocation';

/** The CMS reads the API needs (`@clavis/cms-client`'s client fits). */
export interface ExtranetCms {
  get(slug: string, params?: StoriesParams): Promise<StoryResponse>;
  getAll(params?: StoriesParams): Promise<Story[]>;
}

/** How many bulletins the extranet home shows. */
export const LATEST_BULLETINS = 3;

const contentOf = (story: Story) => (story.content ?? {}) as Record<string, unknown> & { component?: string };

/** `a/b/` -> stories right below it: entries `a/b/x` and folders `a/b/x/`. */
function directChildren(stories: readonly Story[], folder: string): Story[] {
  return stories.filter((story) => /^[^/]+\/?$/.test(story.full_slug.slice(folder.length)) && story.full_slug !== folder);
}

const yearOf = (story: Story) => {
  const year = Number(contentOf(story)['year']);
  return Number.isInteger(year) ? year : 0;
};

/**
 * The catalogue folders with what a partner decides by: how many catalogues each holds,
 * the newest one's year, and its cover where the folder has no picture of its own; from one read
 * of every catalogue below the catalogues page, not one per folder.
 */
async function withFolderFacts(cms: ExtranetCms, cataloguesFolder: string, folders: readonly Story[]): Promise<Story[]> {
  const catalogues = await cms.getAll({ starts_with: cataloguesFolder, content_type: 'catalogue', sort_by: 'content.year:desc:int' });
  return folders.map((folder) => {
    const inside = catalogues.filter((catalogue) => catalogue.full_slug.startsWith(childrenFolder(folder.full_slug)));
    const newest = inside.reduce<Story | null>((best, catalogue) => (best === null || yearOf(catalogue) > yearOf(best) ? catalogue : best), null);
    const content = contentOf(folder);
    const cover = content['image'] ?? content['cover'] ?? (newest ? contentOf(newest)['cover'] : undefined);
    return {
      ...folder,
      content: {
        ...folder.content,
        documents: inside.length,
        ...(newest && yearOf(newest) > 0 ? { newest_year: yearOf(newest) } : {}),
        ...(cover ? { cover } : {}),
      },
    };
  });
}

async function loadListing(cms: ExtranetCms, request: BlockDataRequest): Promise<BlockData> {
  const stories = await cms.getAll({
    starts_with: request.startsWith,
    ...(request.contentTypes ? { filter_query: { component: { in: request.contentTypes.join(',') } } } : {}),
    sort_by: request.sortBy ?? 'position:asc',
    ...(request.resolveRelations?.length ? { resolve_relations: request.resolveRelations } : {}),
  });
  const limited = stories.slice(0, request.limit ?? 25);
  return { stories: limited, total: stories.length };
}

export interface LoadExtranetPageInput {
  market: Market;
  location: ExtranetLocation;
  cms: ExtranetCms;
  protector: AssetProtector;
  /** The signed ZIP link of a gallery folder. */
  zipLink: (fullSlug: string) => string;
}

/**
 * The story of an extranet URL with what its template needs, every asset a signed link. Throws
 * the CMS's 404 for an unknown story.
 */
export async function loadExtranetPage({ market, location, cms, protector, zipLink }: LoadExtranetPageInput): Promise<ExtranetPayload> {
  const { locale, route, params } = location;
  const payload: ExtranetPayload = { market, locale, route, params, story: null, listing: null, children: [], pictures: [], zip: null, documents: [], latestBulletins: [] };
  if (route === 'extranet-search') return payload;

  let story = (await cms.get(location.fullSlug, { resolve_relations: ['extranet_category.products', 'extranet_product.product'] })).story;
  const type = contentOf(story).component;
  const scope = { market, locale, storySlug: story.full_slug };

  if (type === 'extranet_product') {
    // A product's partner page shows the catalogue product, with the partner's documents.
    const product = contentOf(story)['product'] as Story | string | undefined;
    if (typeof product !== 'object' || product === null) throw Object.assign(new Error('Product not found'), { status: 404 });
    const documents = contentOf(story)['documents'];
    story = (await cms.get(product.full_slug, { resolve_relations: ['product.category', 'product.related', 'product.catalogue'] })).story;
    await protector.measure(documents);
    payload.documents = (Array.isArray(documents) ? documents : []).map((value) => protector.file(value)).filter((file): file is ExtranetFile => file !== undefined);
  } else if (type === 'extranet_category') {
    const folder = childrenFolder(story.full_slug);
    const below = await cms.getAll({ starts_with: folder, filter_query: { component: { in: 'extranet_category,extranet_product' } }, sort_by: 'position:asc' });
    const direct = directChildren(below, folder);
    payload.children = direct.filter((child) => contentOf(child).component === 'extranet_category');
    // The listed products open their partner page, not the public one.
    const partnerPages = new Map(
      direct.filter((child) => contentOf(child).component === 'extranet_product').map((page) => [String(contentOf(page)['product']), page.full_slug]),
    );
    const products = contentOf(story)['products'];
    if (Array.isArray(products)) {
      const linked = products.map((product: Story | string) =>
        typeof product === 'object' && partnerPages.has(product.uuid) ? { ...product, full_slug: partnerPages.get(product.uuid) as string } : product,
      );
      story = { ...story, content: { ...story.content, products: linked } };
    }
  } else if (type === 'gallery_category' || route === 'extranet-photo-gallery') {
    const folder = childrenFolder(story.full_slug);
    payload.children = directChildren(await cms.getAll({ starts_with: folder, content_type: 'gallery_category', sort_by: 'position:asc' }), folder);
    if (type === 'gallery_category') {
      const images = contentOf(story)['images'];
      payload.pictures = (Array.isArray(images) ? images : []).map((value) => protector.picture(value)).filter((picture): picture is ExtranetPicture => picture !== undefined);
      payload.zip = zipLink(story.full_slug.replace(/\/$/, ''));
    }
  }

  if (route === 'extranet-products') {
    const folder = childrenFolder(story.full_slug);
    payload.listing = { stories: directChildren(await cms.getAll({ starts_with: folder, content_type: 'extranet_category', sort_by: 'position:asc' }), folder), total: 0 };
    payload.listing = { ...payload.listing, total: payload.listing.stories.length };
  } else if (route !== 'extranet-photo-gallery') {
    const request = pageListingRequest({ route, params, story, scope });
    if (request) payload.listing = await loadListing(cms, request);
    if (route === 'extranet-catalogues' && payload.listing) {
      payload.listing = { ...payload.listing, stories: await withFolderFacts(cms, childrenFolder(story.full_slug), payload.listing.stories) };
    }
  }

  if (route === 'extranet') {
    payload.latestBulletins = (
      await cms.getAll({ starts_with: extranetFolder(market, locale, 'extranet-bulletins'), content_type: 'bulletin', sort_by: 'content.date:desc' })
    ).slice(0, LATEST_BULLETINS);
  }
  payload.story = story;
  return protector.protect(payload);
}
