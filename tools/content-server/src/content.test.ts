// The committed fixture content, served by the real server and read by the real client.
import { join } from 'node:path';
import { checkStorySlug, createCmsClient, parseStory, storyUrl, type CmsClient, type Story } from '@clavis/cms-client';
import { getMarketConfig, matchPath, MARKETS } from '@clavis/i18n-routing';
import sharp from 'sharp';
import { createContentServer, DEFAULT_TOKENS, type ContentServer } from './createContentServer';

let server: ContentServer;
let baseUrl: string;
let client: CmsClient;

beforeAll(async () => {
  server = await createContentServer({ contentDir: join(__dirname, '..', 'content') });
  baseUrl = await server.listen({ port: 0 });
  client = createCmsClient({ baseUrl: `${baseUrl}/v2`, accessToken: DEFAULT_TOKENS.public, previewToken: DEFAULT_TOKENS.preview, rateLimit: 1000 });
});

afterAll(async () => {
  await server.close();
});

const stories = () => server.store.all();
const ofType = (prefix: string, component: string) =>
  stories().filter((story) => story.full_slug.startsWith(prefix) && story.content.component === component);

describe('fixture content', () => {
  it('fits the content schemas, every story', () => {
    for (const story of stories()) expect(() => parseStory(story as unknown as Story<unknown>)).not.toThrow();
  });

  it('has the catalogue once per locale under {locale}/global, shared by every market', () => {
    for (const locale of getMarketConfig('global').locales) {
      const products = ofType(`${locale}/global/`, 'product');
      expect(products.length).toBeGreaterThanOrEqual(60);
      expect(ofType(`${locale}/global/`, 'category')).toHaveLength(8);
    }
    const german = ofType('de/global/', 'product');
    for (const field of ['name', 'description'] as const) {
      expect(new Set(german.map((story) => story.content[field])).size).toBe(german.length);
    }
    const images = german.map((story) => (story.content['images'] as { filename: string }[])[0]?.filename);
    expect(new Set(images).size).toBe(german.length);
  });

  it.each(MARKETS.flatMap((market) => getMarketConfig(market).locales.map((locale) => [market, locale] as const)))(
    'gives %s in %s a whole site',
    (market, locale) => {
      const prefix = `${locale}/${market}/`;
      expect(stories().some((story) => story.full_slug === prefix)).toBe(true);
      expect(ofType(prefix, 'news')).toHaveLength(20);
      const events = ofType(prefix, 'event');
      expect(events).toHaveLength(10);
      expect(new Set(events.map((story) => story.content['status']))).toEqual(new Set(['ended', 'planned', 'live']));
      expect(ofType(prefix, 'press_release').filter((story) => story.published)).toHaveLength(10);
      expect(ofType(prefix, 'shop')).toHaveLength(20);
      expect(ofType(prefix, 'custom_landing')).toHaveLength(2);
      for (const type of ['catalogue', 'bulletin', 'resource', 'seller', 'contact', 'job', 'site_config', 'landing_page']) {
        expect(ofType(prefix, type).length).toBeGreaterThan(0);
      }
    },
  );

  it('gives every public story a URL on its market that the route table matches', () => {
    for (const market of MARKETS) {
      for (const locale of getMarketConfig(market).locales) {
        const own = stories().filter(
          (story) => story.full_slug.startsWith(`${locale}/${market}/`) && !['site_config', 'custom_landing'].includes(story.content.component),
        );
        for (const story of own) {
          const url = storyUrl({ market, fullSlug: story.full_slug });
          expect([story.full_slug, url]).toEqual([story.full_slug, expect.any(String)]);
          expect(matchPath({ market, pathname: url as string })?.locale).toBe(locale);
        }
      }
    }
    for (const story of stories().filter((item) => item.full_slug.startsWith('it/extranet/'))) {
      expect([story.full_slug, storyUrl({ market: 'italy', fullSlug: story.full_slug })]).toEqual([story.full_slug, expect.any(String)]);
    }
  });

  it('answers a story with its alternates in the other locale folders', async () => {
    const { story } = await client.get('de/global/produkte/futura');
    expect(story.content['name']).toBe('Futura');
    expect(story.alternates.map((alternate) => alternate.full_slug).sort()).toEqual(
      expect.arrayContaining(['en/global/products/futura', 'it/global/prodotti/futura']),
    );
    expect(story.alternates).toHaveLength(8);
    const about = await client.get('de/germany/uber-uns');
    expect(about.story.alternates.map((alternate) => alternate.full_slug)).toEqual(['en/germany/about-us/']);
  });

  it('resolves a product category relation and lists by starts_with and filter_query', async () => {
    const { story } = await client.get('en/global/products/futura', { resolve_relations: 'product.category' });
    expect((story.content['category'] as Story).full_slug).toBe('en/global/category/automotive-machines');
    const planned = await client.getAll({ starts_with: 'de/germany/', content_type: 'event', filter_query: { status: { in: 'planned,live' } } });
    expect(planned.map((event) => event.content['status']).sort()).toEqual(['live', 'live', 'planned', 'planned', 'planned', 'planned']);
  });

  it('keeps an unpublished story for the preview token only', async () => {
    await expect(client.get('de/germany/veranstaltungen-und-nachrichten/pressemitteilungen/upcoming-announcement')).rejects.toMatchObject({ status: 404 });
    const draft = await client.get('de/germany/veranstaltungen-und-nachrichten/pressemitteilungen/upcoming-announcement', { version: 'draft' });
    expect(draft.story.published_at).toBeNull();
  });

  // Issue #38: the German press pages were titled in English ('Pressemitteilung: New CEO appointed').
  it("titles every press release in its story's language, not the English one's words", () => {
    // 'Pressemitteilung: {subject}', 'Communiqué : {subject}' (generate/texts.ts TEMPLATES.press).
    const subject = (story: { content: Record<string, unknown> }) => String(story.content['title']).split(': ').slice(1).join(': ');
    const releases = stories().filter((story) => story.content.component === 'press_release');
    const english = new Map(releases.filter((story) => story.full_slug.startsWith('en/')).map((story) => [story.group_id, subject(story)]));
    const others = releases.filter((story) => !story.full_slug.startsWith('en/'));
    expect(others.length).toBeGreaterThan(80);
    for (const story of others) {
      expect({ story: story.full_slug, subject: subject(story) }).not.toEqual({ story: story.full_slug, subject: english.get(story.group_id) });
    }
  });

  it('has legacy paths for the slug check and the redirects', async () => {
    await expect(checkStorySlug({ market: 'germany', host: '127.0.0.1', path: '/de/global/produkte/futura', client })).resolves.toEqual({ path: '/produkte/futura', lang: 'de' });
    await expect(checkStorySlug({ market: 'global', host: '127.0.0.1', path: '/it/global/prodotti/futura-pro', client })).resolves.toEqual({ path: '/it/prodotti/futura-pro', lang: 'it' });
    const redirects = await client.getDatasourceEntries({ datasource: 'redirects', dimension: 'global' });
    expect(redirects.find((entry) => entry.name === '/katalog')).toMatchObject({ value: '/ressourcen/kataloge', dimension_value: '/en/resources/catalogues' });
  });

  it('serves images through the image service and PDFs as they are', async () => {
    const { story } = await client.get('de/global/produkte/futura');
    const image = (story.content['images'] as { filename: string }[])[0]?.filename as string;
    expect(image.startsWith(`${baseUrl}/f/`)).toBe(true);
    const original = await fetch(image);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    const resized = await fetch(`${image}/m/300x0/filters:quality(70):format(webp)`);
    expect(resized.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await resized.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 300, 225]);
    const stats = await sharp(Buffer.from(await original.arrayBuffer())).stats();
    expect(stats.channels[0]?.stdev).toBeGreaterThan(10);
    expect((await fetch(`${image}/m/10x10/filters:format(gif)`)).status).toBe(400);

    const catalogue = await client.get('de/germany/ressourcen/kataloge/automotive-2026');
    const pdf = await fetch((catalogue.story.content['file'] as { filename: string }).filename);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('lists links with folders, and the space with its cache version', async () => {
    const links = await client.getLinks({ starts_with: 'de/germany/uber-uns' });
    const entries = Object.values(links);
    expect(entries.some((link) => link.is_folder && link.slug === 'de/germany/uber-uns')).toBe(true);
    expect(entries.some((link) => !link.is_folder && link.slug === 'de/germany/uber-uns/geschichte')).toBe(true);
    expect((await client.getSpace()).version).toBe(server.store.space.version);
  });
});

describe('extranet fixture content', () => {
  const extranet = () => stories().filter((story) => story.full_slug.includes('/extranet/'));
  const fileNames = (value: unknown): string[] => {
    if (Array.isArray(value)) return value.flatMap(fileNames);
    if (typeof value !== 'object' || value === null) return [];
    const record = value as Record<string, unknown>;
    const own = record['fieldtype'] === 'asset' && typeof record['filename'] === 'string' ? [(record['filename'] as string).split('/').pop() as string] : [];
    return [...own, ...Object.values(record).flatMap(fileNames)];
  };

  it('has every area in all nine locales, with a gallery and a product category three levels deep', () => {
    for (const locale of getMarketConfig('global').locales) {
      const mine = extranet().filter((story) => story.full_slug.startsWith(`${locale}/extranet/`));
      const depth = (component: string) => Math.max(...mine.filter((story) => story.content.component === component).map((story) => (storyUrl({ market: 'global', fullSlug: story.full_slug }) ?? '').split('/').length - 4));
      expect([locale, depth('gallery_category')]).toEqual([locale, 3]);
      expect([locale, depth('extranet_category')]).toEqual([locale, 3]);
      for (const component of ['catalogue_folder', 'catalogue', 'bulletin', 'extranet_document', 'gallery_category', 'extranet_category', 'extranet_product']) {
        expect([locale, component, mine.some((story) => story.content.component === component)]).toEqual([locale, component, true]);
      }
    }
  });

  it('gives every listed product of an extranet category its partner page with documents', () => {
    for (const category of extranet().filter((story) => story.content.component === 'extranet_category')) {
      const products = category.content['products'] as string[];
      const pages = extranet().filter((story) => story.content.component === 'extranet_product' && story.full_slug.startsWith(category.full_slug) && story.full_slug.slice(category.full_slug.length).split('/').length === 1);
      expect(pages.map((page) => page.content['product']).sort()).toEqual([...products].sort());
      for (const page of pages) expect((page.content['documents'] as unknown[]).length).toBeGreaterThan(0);
    }
  });

  it('keeps partner files apart: no public story names a file of an extranet story', () => {
    const partnerFiles = new Set(extranet().flatMap((story) => fileNames(story.content)).filter((name) => name.startsWith('partner-') || name.startsWith('bu-italia-')));
    const publicFiles = new Set(stories().filter((story) => !story.full_slug.includes('/extranet/')).flatMap((story) => fileNames(story.content)));
    expect(partnerFiles.size).toBeGreaterThan(50);
    expect(extranet().flatMap((story) => fileNames(story.content)).filter((name) => !partnerFiles.has(name))).toEqual([]);
    expect([...partnerFiles].filter((name) => publicFiles.has(name))).toEqual([]);
  });

  it('names every extranet document as a real space does, without a size segment, and serves it there', async () => {
    const documents = extranet().flatMap((story) => JSON.stringify(story.content).match(/"\/f\/[^"]+\.pdf"/g) ?? []).map((text) => JSON.parse(text) as string);
    expect(documents.length).toBeGreaterThan(50);
    expect(documents.filter((path) => !/^\/f\/287000\/[0-9a-f]{10}\/[\w-]+\.pdf$/.test(path))).toEqual([]);
    const { story } = await client.get('de/extranet/kataloge/price-lists/catalogue-2026');
    const file = (story.content['file'] as { filename: string }).filename;
    expect(new URL(file).pathname).toMatch(/^\/f\/287000\/[0-9a-f]{10}\/partner-price-lists-2026\.pdf$/);
    const response = await fetch(file);
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'application/pdf']);
  });

  it('serves a catalogue PDF with the page count its story states', async () => {
    const { story } = await client.get('de/extranet/kataloge/price-lists/catalogue-2026');
    const file = story.content['file'] as { filename: string };
    const response = await fetch(file.filename);
    expect(response.headers.get('content-type')).toMatch(/pdf/);
    const pdf = Buffer.from(await response.arrayBuffer()).toString('latin1');
    expect((pdf.match(/\/Type \/Page\b/g) ?? []).length).toBe(story.content['pages']);
  });
});
