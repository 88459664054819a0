// CONTENT_SCALE: the generator's content at N times the catalogue, over the committed files.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createCmsClient, parseStory, type Story } from '@clavis/cms-client';
import { getMarketConfig, MARKETS } from '@clavis/i18n-routing';
import { createContentServer, DEFAULT_TOKENS } from './createContentServer';
import { buildScaledContent } from './scaledContent';
import { loadContent } from './store';
import type { ContentData, StoredStory } from './types';

const contentDir = join(__dirname, '..', 'content');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const locales = getMarketConfig('global').locales;

let fiveTimes: ContentData;
beforeAll(async () => {
  fiveTimes = await buildScaledContent(contentDir, 5);
}, 120_000);

const ofType = (data: ContentData, prefix: string, component: string) =>
  data.stories.filter((story) => story.full_slug.startsWith(prefix) && story.content.component === component);

/** Every relation of a story: uuid strings (relation fields) and story links, at any depth. */
function relationsOf(story: StoredStory): { uuid: string; cachedUrl?: string }[] {
  const found: { uuid: string; cachedUrl?: string }[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      if (UUID.test(value)) found.push({ uuid: value });
    } else if (Array.isArray(value)) {
      value.forEach(visit);
    } else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (record['linktype'] === 'story') found.push({ uuid: record['id'] as string, cachedUrl: record['cached_url'] as string });
      else Object.values(record).forEach(visit);
    }
  };
  visit([story.content, story.draft_content]);
  return found;
}

describe('scaled content', () => {
  it('at scale 1 is the committed content, story for story', async () => {
    const committed = await loadContent(contentDir);
    const built = await buildScaledContent(contentDir, 1);
    const byId = (data: ContentData) => JSON.stringify([...data.stories].sort((a, b) => a.id - b.id));
    expect(built.stories).toHaveLength(committed.stories.length);
    expect(byId(built)).toBe(byId(committed));
    expect(built.folderNames).toEqual(committed.folderNames);
    expect(built.datasources).toEqual(committed.datasources);
    // The served version at scale 1 is the folder's own (main.ts reads the folder then).
  }, 60_000);

  it('is byte-identical for the same scale', async () => {
    const again = await buildScaledContent(contentDir, 5);
    expect(JSON.stringify(again)).toBe(JSON.stringify(fiveTimes));
  }, 60_000);

  it('has five times the catalogue, news, events, press, catalogues and partner documents in every locale', () => {
    for (const locale of locales) {
      expect(ofType(fiveTimes, `${locale}/global/`, 'product')).toHaveLength(5 * 62);
      expect(ofType(fiveTimes, `${locale}/global/`, 'category')).toHaveLength(8);
      expect(ofType(fiveTimes, `${locale}/extranet/`, 'catalogue')).toHaveLength(5 * 9);
      expect(ofType(fiveTimes, `${locale}/extranet/`, 'bulletin')).toHaveLength(5 * 6);
      expect(ofType(fiveTimes, `${locale}/extranet/`, 'extranet_document')).toHaveLength(5 * 4);
      expect(ofType(fiveTimes, `${locale}/extranet/`, 'extranet_product').length).toBeGreaterThan(5 * 40);
    }
    for (const market of MARKETS) {
      for (const locale of getMarketConfig(market).locales) {
        const prefix = `${locale}/${market}/`;
        expect(ofType(fiveTimes, prefix, 'news')).toHaveLength(5 * 20);
        expect(ofType(fiveTimes, prefix, 'event')).toHaveLength(5 * 10);
        expect(ofType(fiveTimes, prefix, 'press_release').filter((story) => story.published)).toHaveLength(5 * 10);
        expect(ofType(fiveTimes, prefix, 'catalogue')).toHaveLength(5 * 4);
      }
    }
  });

  it('names scaled products as a key maker does: unique names and codes, no numbered placeholders', () => {
    const products = ofType(fiveTimes, 'en/global/', 'product');
    expect(new Set(products.map((story) => story.content['name'])).size).toBe(products.length);
    expect(new Set(products.map((story) => story.content['code'])).size).toBe(products.length);
    expect(new Set(products.map((story) => story.content['description'])).size).toBe(products.length);
    expect(products.filter((story) => /\bproduct\s*\d/i.test(String(story.content['name'])))).toEqual([]);
    expect(products.map((story) => story.content['name'])).toEqual(expect.arrayContaining(['Vector VX-412', 'Futura Pro Evo', 'Sentinel SN-136', 'Jaw Set J-4 X']));
  });

  it('finds the target of every relation and link of a 5x space', () => {
    const byUuid = new Map(fiveTimes.stories.map((story) => [story.uuid, story]));
    const broken: string[] = [];
    let relations = 0;
    for (const story of fiveTimes.stories) {
      for (const { uuid, cachedUrl } of relationsOf(story)) {
        relations += 1;
        const target = byUuid.get(uuid);
        if (!target || (cachedUrl !== undefined && cachedUrl !== target.full_slug)) broken.push(`${story.full_slug} -> ${cachedUrl ?? uuid}`);
      }
    }
    expect(broken).toEqual([]);
    expect(relations).toBeGreaterThan(15_000);
  });

  it('points every asset of a 5x space to a committed file', () => {
    const files = new Set<string>();
    for (const story of fiveTimes.stories) {
      JSON.stringify(story.content, (key, value: unknown) => {
        if (key === 'filename' && typeof value === 'string') files.add(value);
        return value;
      });
    }
    expect(files.size).toBeGreaterThan(200);
    expect([...files].filter((file) => !existsSync(join(contentDir, 'assets', file.replace(/^\/f\//, ''))))).toEqual([]);
  });

  it('fits the content schemas, every story of a 5x space', () => {
    const failures: string[] = [];
    for (const story of fiveTimes.stories) {
      for (const content of [story.content, story.draft_content].filter(Boolean)) {
        try {
          parseStory({ ...story, content } as unknown as Story<unknown>);
        } catch (error) {
          failures.push(`${story.full_slug}: ${(error as Error).message}`);
        }
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
  }, 60_000);

  it('is served by the server with its own cache version, pictures from the committed files', async () => {
    const server = await createContentServer({ contentDir, content: fiveTimes });
    try {
      const baseUrl = await server.listen({ port: 0 });
      const client = createCmsClient({ baseUrl: `${baseUrl}/v2`, accessToken: DEFAULT_TOKENS.public, previewToken: DEFAULT_TOKENS.preview, rateLimit: 1000 });
      const { story } = await client.get('de/global/produkte/vector-vx412');
      expect(story.content['name']).toBe('Vector VX-412');
      const image = (story.content['images'] as { filename: string }[])[0]?.filename as string;
      expect((await fetch(image)).status).toBe(200);
      expect(server.store.space.version).not.toBe((await loadContent(contentDir)).space.version);
    } finally {
      await server.close();
    }
  });
});
