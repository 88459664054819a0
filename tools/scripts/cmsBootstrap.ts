#!/usr/bin/env node
// `npm run cms:bootstrap`: sets up a space for the sites, creating only what is missing.
import { getMarketConfig, MARKETS, type Market } from '@clavis/i18n-routing';
import { bootstrapSpace } from './cms/bootstrapSpace.ts';
import { declaredSchema } from './cms/declaredSchema.ts';
import { runCmsCommand } from './cms/runCmsCommand.ts';

const USAGE = `npm run cms:bootstrap: sets up a space for the sites, creating only what is missing (a second run
changes nothing): the declared components and groups (as cms:push), the folder tree per locale and
market ({locale}, {locale}/{market}, {locale}/extranet), each market's configuration story
({locale}/{market}/config, a draft), the redirects datasource with a dimension per market, a
revalidation webhook per site ({site}/api/revalidate) and the preview URLs ({site}/api/draft?slug=,
germany's the default, one environment per market).

  CMS_SITE_URLS          each market's site origin: germany=https://www.clavis.de,global=https://...
                         (default: the local sites, http://127.0.0.1:{port})
  REVALIDATE_SECRET      the webhooks' secret (the first when it is a list)`;

function siteUrls(raw: string | undefined): Record<Market, string> {
  const given = Object.fromEntries(
    (raw ?? '')
      .split(',')
      .map((pair) => pair.trim().split('='))
      .filter(([market, url]) => market && url),
  );
  return Object.fromEntries(
    MARKETS.map((market) => [market, given[market] ? new URL(given[market]).origin : `http://127.0.0.1:${getMarketConfig(market).port}`]),
  ) as Record<Market, string>;
}

await runCmsCommand('cms:bootstrap', USAGE, async (client) => {
  const { schema, problems } = declaredSchema();
  if (problems.length > 0) {
    for (const problem of problems) console.error(`cms:bootstrap: ${problem}`);
    return 1;
  }
  const secret = process.env['REVALIDATE_SECRET']?.split(',')[0]?.trim();
  const report = await bootstrapSpace(client, schema, { siteUrls: siteUrls(process.env['CMS_SITE_URLS']), ...(secret ? { webhookSecret: secret } : {}) });
  const list = (names: string[]) => `${names.length}${names.length > 0 ? `: ${names.join(', ')}` : ''}`;
  console.log(`cms:bootstrap: ${client.target.label}`);
  console.log(`  components created ${report.schema.created.length}, updated ${report.schema.updated.length}, unchanged ${report.schema.unchanged}`);
  console.log(`  folders created ${list(report.foldersCreated)}`);
  console.log(`  configuration stories created ${list(report.configStoriesCreated)}`);
  console.log(`  redirects datasource ${report.datasource}`);
  console.log(`  webhooks created ${list(report.webhooksCreated)}`);
  console.log(`  preview URLs ${report.previewUrls}`);
  return 0;
});
