// Extranet pages as the API answers them, from the content server's committed fixture stories, for
// views' tests and stories: what designers review is what partners get. Assets stay `/f/...` paths
// (Storybook serves them there); the API would hand out signed links instead.
import type { Story } from '@clavis/cms-client';
import type { RouteName } from '@clavis/i18n-routing';
import home from '@clavis/content-server/stories/de/extranet/_startpage.json';
import catalogues from '@clavis/content-server/stories/de/extranet/kataloge/_startpage.json';
import priceLists from '@clavis/content-server/stories/de/extranet/kataloge/price-lists/_startpage.json';
import brochures from '@clavis/content-server/stories/de/extranet/kataloge/brochures/_startpage.json';
import instructions from '@clavis/content-server/stories/de/extranet/kataloge/instructions/_startpage.json';
import catalogue2024 from '@clavis/content-server/stories/de/extranet/kataloge/price-lists/catalogue-2024.json';
import catalogue2025 from '@clavis/content-server/stories/de/extranet/kataloge/price-lists/catalogue-2025.json';
import catalogue2026 from '@clavis/content-server/stories/de/extranet/kataloge/price-lists/catalogue-2026.json';
import bulletins from '@clavis/content-server/stories/de/extranet/clavis-nachrichtenbulletins/_startpage.json';
import bulletin1 from '@clavis/content-server/stories/de/extranet/clavis-nachrichtenbulletins/x-2026-1.json';
import bulletin2 from '@clavis/content-server/stories/de/extranet/clavis-nachrichtenbulletins/x-2026-2.json';
import bulletin3 from '@clavis/content-server/stories/de/extranet/clavis-nachrichtenbulletins/x-2026-3.json';
import documentation from '@clavis/content-server/stories/de/extranet/documentazione-per-bu-italia/_startpage.json';
import documentCe from '@clavis/content-server/stories/de/extranet/documentazione-per-bu-italia/certificazioni-ce.json';
import documentPrices from '@clavis/content-server/stories/de/extranet/documentazione-per-bu-italia/listino-prezzi-2026.json';
import gallery from '@clavis/content-server/stories/de/extranet/fotogalerie/_startpage.json';
import fairs from '@clavis/content-server/stories/de/extranet/fotogalerie/fairs/_startpage.json';
import plant from '@clavis/content-server/stories/de/extranet/fotogalerie/plant/_startpage.json';
import galleryProducts from '@clavis/content-server/stories/de/extranet/fotogalerie/products/_startpage.json';
import essen from '@clavis/content-server/stories/de/extranet/fotogalerie/fairs/2025/security-essen/_startpage.json';
import productsPage from '@clavis/content-server/stories/de/extranet/produkte/_startpage.json';
import keys from '@clavis/content-server/stories/de/extranet/produkte/keys/_startpage.json';
import machines from '@clavis/content-server/stories/de/extranet/produkte/machines/_startpage.json';
import dimple from '@clavis/content-server/stories/de/extranet/produkte/keys/dimple/_startpage.json';
import highSecurity from '@clavis/content-server/stories/de/extranet/produkte/keys/dimple/high-security/_startpage.json';
import partnerPage from '@clavis/content-server/stories/de/extranet/produkte/keys/dimple/high-security/arca-ar50.json';
import arca50 from '@clavis/content-server/stories/de/global/produkte/arca-ar50.json';
import arca52 from '@clavis/content-server/stories/de/global/produkte/arca-ar52.json';
import type { ExtranetFile, ExtranetPayload, ExtranetPicture } from '../payload';

const story = (json: unknown) => json as Story;

function page(route: RouteName, params: Record<string, string>, pageStory: Story | null, extra: Partial<ExtranetPayload> = {}): ExtranetPayload {
  return { market: 'germany', locale: 'de', route, params, story: pageStory, listing: null, children: [], pictures: [], zip: null, documents: [], latestBulletins: [], ...extra };
}

interface AssetJson {
  filename: string;
  alt?: string | null;
  title?: string | null;
}

function file(asset: AssetJson, bytes?: number): ExtranetFile {
  const name = asset.filename.split('/').pop() as string;
  return { href: asset.filename, label: asset.title || asset.alt || name, name, ...(bytes ? { bytes } : {}) };
}

function pictures(category: { content: { images: AssetJson[] } }): ExtranetPicture[] {
  return category.content.images.map((image) => ({ ...file(image), alt: image.alt ?? '', width: 800, height: 600 }));
}

/** A catalogue with the size the API measured (the fixture file's). */
function withSize(catalogue: { content: { file: AssetJson } }, bytes: number): Story {
  return story({ ...catalogue, content: { ...catalogue.content, file: { ...catalogue.content.file, bytes } } });
}

const listing = (stories: Story[]) => ({ stories, total: stories.length });

/** Pictures of a big folder (the plant, 30). */
export const plantPictures = pictures(plant as never);

export const extranetFixtures = {
  home: page('extranet', {}, story(home), { latestBulletins: [bulletin1, bulletin2, bulletin3].map(story) }),
  // The folders as the API adds what a partner decides by (only the price lists' catalogues are imported here; their cover stands for each).
  catalogues: page('extranet-catalogues', {}, story(catalogues), {
    listing: listing(
      [priceLists, brochures, instructions].map(story).map((folder) => ({
        ...folder,
        content: { ...folder.content, documents: 3, newest_year: 2026, cover: (catalogue2026 as unknown as Story).content['cover'] },
      })),
    ),
  }),
  catalogueFolder: page('extranet-catalogues-folder', { folder_slug: 'price-lists' }, story(priceLists), {
    listing: listing([withSize(catalogue2026 as never, 26_345), withSize(catalogue2025 as never, 26_345), withSize(catalogue2024 as never, 18_870)]),
  }),
  catalogue: page('extranet-catalogues-folder-slug', { folder_slug: 'price-lists', slug: 'catalogue-2025' }, withSize(catalogue2025 as never, 26_345)),
  bulletins: page('extranet-bulletins', {}, story(bulletins), { listing: listing([bulletin1, bulletin2, bulletin3].map(story)) }),
  bulletin: page('extranet-bulletins-slug', { slug: 'x-2026-2' }, story(bulletin2)),
  documentation: page('extranet-documentation-bu-italy', {}, story(documentation), { listing: listing([documentCe, documentPrices].map(story)) }),
  document: page('extranet-documentation-bu-italy-slug', { slug: 'certificazioni-ce' }, story(documentCe)),
  gallery: page('extranet-photo-gallery', {}, story(gallery), { children: [fairs, galleryProducts, plant].map(story) }),
  galleryFolder: page('extranet-photo-gallery-category', { category: 'fairs/2025/security-essen' }, story(essen), { pictures: pictures(essen as never), zip: '/api/extranet/zip/fixture/de/extranet/fotogalerie/fairs/2025/security-essen' }),
  galleryPlant: page('extranet-photo-gallery-category', { category: 'plant' }, story(plant), { pictures: plantPictures, zip: '/api/extranet/zip/fixture/de/extranet/fotogalerie/plant' }),
  products: page('extranet-products', {}, story(productsPage), { listing: listing([keys, machines].map(story)) }),
  productCategory: page('extranet-products-category', { category: 'keys/dimple' }, story({ ...dimple, content: { ...dimple.content, products: [] } }), { children: [story(highSecurity)] }),
  productCategoryDeep: page('extranet-products-category', { category: 'keys/dimple/high-security' }, story({
    ...highSecurity,
    content: { ...highSecurity.content, products: [arca50, arca52].map((product) => ({ ...product, full_slug: `de/extranet/produkte/keys/dimple/high-security/${product.slug}` })) },
  })),
  product: page('extranet-products-category', { category: 'keys/dimple/high-security/arca-ar50' }, story(arca50), {
    documents: (partnerPage as { content: { documents: AssetJson[] } }).content.documents.map((document, index) => file(document, index === 0 ? 2_410 : 1_904)),
  }),
  search: page('extranet-search', {}, null),
} satisfies Record<string, ExtranetPayload>;
