// cms:bootstrap on the content server: what is missing is created, a second run changes nothing.
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { MARKETS, type Market } from '@clavis/i18n-routing';
import { createContentServer, loadContent, LOCAL_OAUTH_TOKEN, type ContentServer } from '@clavis/content-server';
import { bootstrapSpace, configSlugs, folderTree, previewLocation } from './bootstrapSpace.ts';
import { declaredSchema } from './declaredSchema.ts';
import { createSpaceClient, type SpaceClient } from './spaceClient.ts';

const contentDir = fileURLToPath(new URL('../../content-server/content', import.meta.url));
const siteUrls = Object.fromEntries(MARKETS.map((market, index) => [market, `http://127.0.0.1:${5620 + index}`])) as Record<Market, string>;
let server: ContentServer;
let client: SpaceClient;

before(async () => {
  const content = await loadContent(contentDir);
  // A space that lacks one market's configuration story.
  content.stories = content.stories.filter((story) => story.full_slug !== 'it/italy/config');
  server = await createContentServer({ content });
  const url = await server.listen({ port: 0 });
  client = createSpaceClient({ managementUrl: url, spaceId: server.store.space.id, oauthToken: LOCAL_OAUTH_TOKEN, rateLimit: false, label: 'test' });
});

after(() => server.close());

describe('cms:bootstrap', () => {
  it('knows the folder tree and configuration stories of every market and locale', () => {
    assert.ok(folderTree().includes('de/germany') && folderTree().includes('en/germany') && folderTree().includes('ru/extranet'));
    assert.ok(folderTree().indexOf('de') < folderTree().indexOf('de/germany'));
    assert.ok(configSlugs().includes('it/italy/config') && configSlugs().includes('ro/global/config'));
  });

  it('creates what the space lacks: components, a configuration story, dimensions, webhooks, preview URLs', async () => {
    const report = await bootstrapSpace(client, declaredSchema().schema, { siteUrls, webhookSecret: 'bootstrap-secret' });
    assert.equal(report.schema.created.length, declaredSchema().schema.components.length);
    assert.deepEqual(report.foldersCreated, []);
    assert.deepEqual(report.configStoriesCreated, ['it/italy/config']);
    const config = server.store.bySlugOrStartpage('it/italy/config');
    assert.equal(config?.content.component, 'site_config');
    assert.equal(config?.published, false);
    assert.equal(report.datasource, 'dimensions added');
    const { datasources } = await client.request<{ datasources: { slug: string; dimensions: { entry_value: string }[] }[] }>('get', '/datasources');
    const dimensions = datasources.find((datasource) => datasource.slug === 'redirects')?.dimensions.map((dimension) => dimension.entry_value);
    assert.deepEqual([...(dimensions ?? [])].sort(), [...MARKETS].sort());
    assert.deepEqual(report.webhooksCreated.sort(), MARKETS.map((market) => `${siteUrls[market]}/api/revalidate`).sort());
    assert.ok(MARKETS.every((market) => server.webhooks.current.urls.includes(`${siteUrls[market]}/api/revalidate`)));
    assert.equal(report.previewUrls, 'set');
    const { space } = await client.request<{ space: { domain: string; environments: { name: string; location: string }[] } }>('get', '');
    assert.equal(space.domain, previewLocation(siteUrls.germany));
    assert.deepEqual(space.environments.find((environment) => environment.name === 'italy'), { name: 'italy', location: `${siteUrls.italy}/api/draft?slug=` });
  });

  it('changes nothing on a second run', async () => {
    const report = await bootstrapSpace(client, declaredSchema().schema, { siteUrls, webhookSecret: 'bootstrap-secret' });
    assert.deepEqual(
      { ...report, schema: { ...report.schema, unchanged: 0 } },
      {
        schema: { groupsCreated: [], created: [], updated: [], unchanged: 0, notDeclared: [] },
        foldersCreated: [],
        configStoriesCreated: [],
        datasource: 'unchanged',
        webhooksCreated: [],
        previewUrls: 'unchanged',
      },
    );
  });
});
