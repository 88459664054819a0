#!/usr/bin/env node
// `npm run search:index [market...]`: builds every market's search indexes (one per market and
// locale) from the CMS exactly as the sites' embedded engine does, with Algolia's settings
// (`queryLanguages` per locale, facets, date replicas), and pushes them to Algolia with
// ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY (ALGOLIA_INDEX: the index-name prefix). Without the admin
// key it writes them to dist/search-index/ and says so. The CMS is the embedded content server
// unless STORYBLOK_TOKEN (and CMS_BASE_URL) say otherwise.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { algoliasearch } from 'algoliasearch';
import { createCmsClient, CDN_BASE_URLS } from '@clavis/cms-client';
import { MARKETS, type Market } from '@clavis/i18n-routing';
import { algoliaIndexPayload, pushToAlgolia, type AlgoliaIndexPayload } from '@clavis/search/server';
import { createMarketSearchEngine, createStorySource } from '@clavis/site-shell/search-indexer';

const OUTPUT = join(import.meta.dirname, '../../dist/search-index');

function cmsClient() {
  const token = process.env.STORYBLOK_TOKEN;
  const baseUrl = process.env.CMS_BASE_URL ?? (token ? CDN_BASE_URLS[(process.env.STORYBLOK_REGION ?? 'eu') as keyof typeof CDN_BASE_URLS] : 'http://127.0.0.1:4100/v2');
  return createCmsClient({ baseUrl, accessToken: token ?? 'clavis-local-public-token' });
}

async function main() {
  const asked = process.argv.slice(2);
  const markets = (asked.length > 0 ? asked : [...MARKETS]) as Market[];
  const unknown = markets.filter((market) => !(MARKETS as readonly string[]).includes(market));
  if (unknown.length > 0) throw new Error(`Unknown market ${unknown.join(', ')}; one of ${MARKETS.join(', ')}`);
  const client = cmsClient();
  const source = createStorySource({ client, relations: [], bulkIsComplete: true });
  const payloads: AlgoliaIndexPayload[] = [];
  for (const market of markets) {
    const started = performance.now();
    const indexes = await createMarketSearchEngine({ market, source: () => source, client: () => client }).buildAll();
    payloads.push(...indexes.map((index) => algoliaIndexPayload(index, { prefix: process.env.ALGOLIA_INDEX })));
    console.log(`search:index: ${market}: ${indexes.length} indexes, ${indexes.reduce((sum, index) => sum + index.size, 0)} records in ${Math.round(performance.now() - started)} ms`);
  }

  const appId = process.env.ALGOLIA_APP_ID;
  const adminKey = process.env.ALGOLIA_ADMIN_KEY;
  if (appId && adminKey) {
    await pushToAlgolia(algoliasearch(appId, adminKey) as never, payloads);
    console.log(`search:index: pushed ${payloads.length} indexes to Algolia application ${appId}`);
    return;
  }
  await mkdir(OUTPUT, { recursive: true });
  for (const payload of payloads) await writeFile(join(OUTPUT, `${payload.indexName}.json`), `${JSON.stringify(payload, null, 1)}\n`);
  console.log(
    `search:index: ALGOLIA_ADMIN_KEY${appId ? '' : ' and ALGOLIA_APP_ID'} not set, nothing pushed: wrote ${payloads.length} indexes (records and settings) to ${OUTPUT}`,
  );
}

main().catch((error: unknown) => {
  console.error(`search:index: ${(error as Error).message}`);
  process.exit(1);
});
