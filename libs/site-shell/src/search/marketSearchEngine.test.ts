/** @jest-environment node */
import { join } from 'node:path';
import { createCmsClient } from '@clavis/cms-client';
import { createContentServer, type ContentServer } from '@clavis/content-server';
import { readFileSync } from 'node:fs';
import { judgeQueries, searchParams, summarize, type JudgedQuery, type SearchIndex } from '@clavis/search/server';
import { createStorySource } from '../cms/storySource';
import { createMarketSearchEngine } from './marketSearchEngine';

// The sites' indexes over the committed fixture content, served by the content server on loopback.
let server: ContentServer;
let source: ReturnType<typeof createStorySource>;
let client: ReturnType<typeof createCmsClient>;

beforeAll(async () => {
  server = await createContentServer({ contentDir: join(__dirname, '../../../../tools/content-server/content'), admin: false });
  const url = await server.listen({ port: 0, host: '127.0.0.1' });
  client = createCmsClient({ baseUrl: `${url}/v2`, accessToken: 'clavis-local-public-token' });
  source = createStorySource({ client, relations: [], bulkIsComplete: true });
}, 30_000);
afterAll(() => server.close());

const hits = (index: SearchIndex, query: string, hitsPerPage = 100) => index.search(searchParams({ query, hitsPerPage })).hits;
const titles = (index: SearchIndex, query: string) => hits(index, query).map((hit) => String(hit.title));

describe('germany', () => {
  const engine = () => createMarketSearchEngine({ market: 'germany', source: () => source, client: () => client });

  it('finds the Schlüssel pages however the word is spelled, at their URLs on the germany site', async () => {
    const de = await engine().index('de');
    const spelled = ['schlüssel', 'Schluessel', 'schlussel'].map((query) => titles(de, query).sort());
    expect(spelled[1]).toEqual(spelled[0]);
    expect(spelled[2]).toEqual(spelled[0]);
    expect(spelled[0]!.length).toBeGreaterThan(5);
    const urls = hits(de, 'futura').map((hit) => hit.url);
    expect(urls).toContain('/produkte/futura');
    expect(urls.every((url) => !String(url).startsWith('/en/') && !String(url).includes('/global/'))).toBe(true);
  });

  it('answers a product code with its product only', async () => {
    const de = await engine().index('de');
    expect(titles(de, 'FU-100')).toEqual(['Futura']);
  });

  it('reads records from the stories as the site reads them (relations resolved): codes find their product only, the category is a facet', async () => {
    // The relations of @clavis/blocks' templateRelations, which pageRelations() gives the site (blocks needs a DOM to load).
    const relations = ['extranet_category.products', 'news.products', 'product.catalogue', 'product.category', 'product.related'];
    const sitelike = createStorySource({ client, relations, bulkIsComplete: true });
    const de = await createMarketSearchEngine({ market: 'germany', source: () => sitelike, client: () => client }).index('de');
    for (const code of ['FU-100', 'FU 100', 'fu100', 'FU100', 'fu-100']) {
      expect(hits(de, code)[0]).toMatchObject({ title: 'Futura', code: 'FU-100' });
      expect(hits(de, code).filter((hit) => hit.type === 'product').map((hit) => hit.title)).toEqual(['Futura']);
    }
    expect(hits(de, 'FU-').map((hit) => hit.code).sort()).toEqual(['FU-100', 'FU-200']);
    expect(hits(de, 'AC-').map((hit) => hit.code).sort()).toEqual(['AC-C80', 'AC-CG1', 'AC-J4', 'AC-T2']);
    const products = de.records().filter((record) => record.type === 'product');
    expect(products.length).toBeGreaterThan(60);
    expect(products.every((record) => record.category && record.kind && record.segment && record.code)).toBe(true);
    expect(de.record(hits(de, 'FU-100')[0]!.objectID)!.text).not.toMatch(/AR-50|CV-11|DM-01/);
    const facets = de.search(searchParams({ query: '', facets: ['category'], hitsPerPage: 0 })).facets;
    expect(facets.category).toMatchObject({ Autoschlüssel: 11, 'Maschinen für Fahrzeugschlüssel': 6 });
  });

  it('relates a product to others of its category and attributes, never to itself', async () => {
    const de = await engine().index('de');
    const futura = hits(de, 'FU-100')[0]!;
    const related = de.related(futura.objectID, 3);
    expect(related).toHaveLength(3);
    expect(related.every((record) => record.type === 'product' && record.objectID !== futura.objectID)).toBe(true);
    expect(related.some((record) => record.categoryId === de.record(futura.objectID)!.categoryId)).toBe(true);
  });

  it('keeps the extranet out of the public index and the BU Italia documentation out of both', async () => {
    const built = engine();
    const publicIndex = await built.index('de');
    const extranet = await built.index('de', true);
    expect(publicIndex.records().filter((record) => record.fullSlug.includes('/extranet/'))).toEqual([]);
    expect(titles(extranet, 'Broschüren 2026')).toContain('Broschüren 2026');
    expect(extranet.records().filter((record) => record.fullSlug.includes('documentazione-per-bu-italia'))).toEqual([]);
    expect(await built.resolvePublic('germany_de_extranet')).toBeNull();
  });
});

describe('global', () => {
  it('builds nine indexes; Romanian and Russian find their key pages', async () => {
    const engine = createMarketSearchEngine({ market: 'global', source: () => source, client: () => client });
    const indexes = await engine.buildAll();
    expect(indexes.map((index) => index.name).sort()).toEqual(['global_de', 'global_en', 'global_es', 'global_fr', 'global_it', 'global_nl', 'global_pt', 'global_ro', 'global_ru']);
    const ro = await engine.index('ro');
    expect(titles(ro, 'cheie').length).toBeGreaterThan(0);
    expect(titles(ro, 'chei')).toEqual(expect.arrayContaining(titles(ro, 'cheie').filter((title) => /chei/i.test(title))));
    const ru = await engine.index('ru');
    expect(titles(ru, 'ключ ').some((title) => /ключ/i.test(title))).toBe(true);
    expect(hits(await engine.index('en'), 'futrua')[0]).toMatchObject({ title: 'Futura', url: '/en/products/futura' });
  });
});

describe('the judged query set (libs/search/quality, npm run bench:search)', () => {
  it('keeps codes and product names first and the whole set ranked as tuned', async () => {
    const judged = JSON.parse(readFileSync(join(__dirname, '../../../search/quality/judged-queries.json'), 'utf8')) as { queries: JudgedQuery[] };
    expect(judged.queries.length).toBeGreaterThanOrEqual(60);
    expect(new Set(judged.queries.map((query) => query.locale)).size).toBe(9);
    const engine = createMarketSearchEngine({ market: 'global', source: () => source, client: () => client });
    const outcomes = await judgeQueries(judged.queries, (locale) => engine.index(locale as never));
    const codesAndNames = summarize(outcomes.filter((outcome) => outcome.query.kind === 'code' || outcome.query.kind === 'name'));
    expect(codesAndNames.successAt1).toBeGreaterThanOrEqual(0.9);
    const all = summarize(outcomes);
    expect(all.ndcgAt10).toBeGreaterThanOrEqual(0.8);
    expect(all.successAt1).toBeGreaterThanOrEqual(0.9);
  }, 60_000);
});
