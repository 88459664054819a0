// `npx nx run content-server:bench`: how many API calls, and how many seconds, the real client
// needs to fetch every story of the global market (all nine locale folders `{locale}/global/`)
// at the production rate limit (5 requests per second). It starts its own content server on a
// free port over the committed content, or reads CMS_URL (`http://127.0.0.1:4100/v2`) when set.
import { fileURLToPath } from 'node:url';
import { createCmsClient } from '@clavis/cms-client';
import { getMarketConfig } from '@clavis/i18n-routing';
import { createContentServer, DEFAULT_TOKENS } from './createContentServer';

const contentDir = fileURLToPath(new URL('../content', import.meta.url));
const server = process.env['CMS_URL'] ? undefined : await createContentServer({ contentDir });
const baseUrl = process.env['CMS_URL'] ?? `${await server?.listen({ port: 0 })}/v2`;
const locales = getMarketConfig('global').locales;

for (const perPage of [100, 25]) {
  const client = createCmsClient({ baseUrl, accessToken: process.env['CMS_TOKEN'] ?? DEFAULT_TOKENS.public });
  const started = performance.now();
  const perLocale = await Promise.all(
    locales.map((locale) => client.getAll({ starts_with: `${locale}/global/`, per_page: perPage })),
  );
  const seconds = (performance.now() - started) / 1000;
  const stories = perLocale.reduce((sum, list) => sum + list.length, 0);
  console.log(
    `global market, per_page ${perPage}: ${stories} stories in ${locales.length} locale folders, ` +
      `${client.requestCount} API calls, ${seconds.toFixed(2)} s (rate limit 5/s)`,
  );
}
await server?.close();
