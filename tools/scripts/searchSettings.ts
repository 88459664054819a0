#!/usr/bin/env node
// `npm run search:settings [-- --diff] [market...]`: pushes the settings of every market's Algolia
// indexes (one per market and locale, with their date replicas) without touching their records:
// the embedded engine's searchable attributes, facets, typo rules and ranking, and each locale's
// language (queryLanguages, indexLanguages, ignorePlurals, removeStopWords; for German and Dutch
// decompoundQuery and decompoundedAttributes). `--diff` writes nothing: it prints each setting whose
// live value differs and exits 1 when any does. ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY are required;
// ALGOLIA_INDEX is the index-name prefix, as for the sites.
import { algoliasearch } from 'algoliasearch';
import { getMarketConfig, MARKETS, type Market } from '@clavis/i18n-routing';
import { algoliaIndexSettings, describeDifference, diffAlgoliaSettings, pushAlgoliaSettings, searchIndexName } from '@clavis/search/server';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const diff = args.includes('--diff');
  const asked = args.filter((arg) => arg !== '--diff');
  const unknown = asked.filter((market) => !(MARKETS as readonly string[]).includes(market));
  if (unknown.length > 0) throw new Error(`Unknown market or option ${unknown.join(', ')}; markets: ${MARKETS.join(', ')}; option: --diff`);
  const markets = (asked.length > 0 ? asked : [...MARKETS]) as Market[];

  const appId = process.env.ALGOLIA_APP_ID;
  const adminKey = process.env.ALGOLIA_ADMIN_KEY;
  if (!appId || !adminKey) {
    const missing = [!appId && 'ALGOLIA_APP_ID', !adminKey && 'ALGOLIA_ADMIN_KEY'].filter(Boolean);
    throw new Error(`${missing.join(' and ')} not set: the settings go to an Algolia application with its admin key`);
  }

  const prefix = process.env.ALGOLIA_INDEX || undefined;
  const indexes = markets.flatMap((market) => getMarketConfig(market).locales.map((locale) => algoliaIndexSettings({ name: searchIndexName(market, locale), locale }, { prefix })));
  const client = algoliasearch(appId, adminKey);
  const count = `${indexes.length} indexes and ${indexes.reduce((sum, index) => sum + index.replicas.length, 0)} replicas`;

  if (diff) {
    const differences = await diffAlgoliaSettings(client, indexes);
    for (const difference of differences) console.log(describeDifference(difference));
    console.log(`search:settings: ${differences.length === 0 ? 'no setting differs' : `${differences.length} settings differ`} in ${count} of Algolia application ${appId}`);
    return differences.length === 0 ? 0 : 1;
  }
  await pushAlgoliaSettings(client, indexes);
  console.log(`search:settings: pushed the settings of ${count} to Algolia application ${appId}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`search:settings: ${(error as Error).message}`);
    process.exit(1);
  },
);
