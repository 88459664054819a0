// cms:check and the fixtures: every fixture story fits the schema pushed to the content server,
// and the command exits 1 naming a story that breaks it.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { formatContentProblem, validateContent } from '@clavis/cms-client';
import { createContentServer, LOCAL_OAUTH_TOKEN, type ContentServer } from '@clavis/content-server';
import { checkSpace, type CheckedStory } from './checkSpace.ts';
import { declaredSchema } from './declaredSchema.ts';
import { createSpaceClient } from './spaceClient.ts';
import { pullSchema, pushSchema } from './schemaSync.ts';

const contentDir = fileURLToPath(new URL('../../content-server/content', import.meta.url));
const { components } = declaredSchema().schema;
let server: ContentServer;
let url: string;

before(async () => {
  server = await createContentServer({ contentDir });
  url = await server.listen({ port: 0 });
});

after(() => server.close());

describe('the fixture content', () => {
  it('fits the schema pushed to the content server, every story and draft', async () => {
    const client = createSpaceClient({ managementUrl: url, spaceId: server.store.space.id, oauthToken: LOCAL_OAUTH_TOKEN, rateLimit: false, label: 'test' });
    await pushSchema(client, declaredSchema().schema);
    const pushed = (await pullSchema(client)).components;
    assert.equal(pushed.length, components.length);
    const problems = server.store.all().flatMap((story) =>
      [story.content, ...(story.draft_content ? [story.draft_content] : [])].flatMap((content) =>
        validateContent(content, pushed, { publishing: story.published }).map((problem) => `${story.full_slug}: ${formatContentProblem(problem)}`),
      ),
    );
    assert.ok(server.store.all().length > 1000);
    assert.deepEqual(problems, []);
  });
});

describe('checkSpace', () => {
  const story = (fullSlug: string, content: Record<string, unknown>, extra: Partial<CheckedStory> = {}): CheckedStory => ({
    uuid: `00000000-0000-4000-8000-${String(fullSlug.length).padStart(12, '0')}`,
    full_slug: fullSlug,
    published_at: null,
    content: { _uid: 'u', component: 'page', title: 'T', ...content },
    ...extra,
  });

  it('names each kind of finding by the story', () => {
    const image = { id: 1, filename: '/f/1/1x1/ab/key.png', alt: '', fieldtype: 'asset' };
    const findings = checkSpace(
      [
        story('de/germany/nowhere/deep/below', {}, { uuid: '00000000-0000-4000-8000-000000000001' }),
        story('de/germany/uber-uns', { title: 3 }, { uuid: '00000000-0000-4000-8000-000000000002', group_id: 'g1' }),
        story('de/global/kontakte', { body: [{ _uid: 'b', component: 'text_and_image', image }] }, { uuid: '00000000-0000-4000-8000-000000000003' }),
        story('de/global/ressourcen', { body: [{ _uid: 'l', component: 'rich_text', link: { id: '00000000-0000-4000-8000-0000000000ff', linktype: 'story', fieldtype: 'multilink', cached_url: 'gone' } }] }, { uuid: '00000000-0000-4000-8000-000000000004' }),
      ],
      components,
    ).map((finding) => `${finding.kind} ${finding.fullSlug}: ${finding.message}`);
    assert.ok(findings.includes('no-route de/germany/nowhere/deep/below: no route of any market matches this slug'), findings.join('\n'));
    assert.ok(findings.includes('schema de/germany/uber-uns: page.title: is a number; a text field holds text'), findings.join('\n'));
    assert.ok(findings.includes('alt-text de/global/kontakte: /f/1/1x1/ab/key.png has no alt text'), findings.join('\n'));
    assert.ok(findings.includes('broken-link de/global/ressourcen: links to story 00000000-0000-4000-8000-0000000000ff (gone), which does not exist'), findings.join('\n'));
    assert.ok(findings.includes('translation de/germany/uber-uns: germany: no en translation'), findings.join('\n'));
  });

  it('finds nothing in the fixture content', () => {
    const stories = server.store.all().map((stored) => ({ ...stored, content: stored.draft_content ?? stored.content, published_at: stored.published ? stored.published_at : null }));
    assert.deepEqual(checkSpace(stories, components), []);
  });
});

describe('npm run cms:check', () => {
  it('exits 1 naming a story whose content breaks its schema', async () => {
    const broken = server.store.all().find((stored) => stored.content.component === 'news');
    assert.ok(broken);
    server.store.update((stories) => stories.map((stored) => (stored.uuid === broken.uuid ? { ...stored, content: { ...stored.content, title: 42 }, draft_content: undefined } : stored)));
    const script = fileURLToPath(new URL('../cmsCheck.ts', import.meta.url));
    const result = await new Promise<{ code: number | null; stdout: string }>((done) => {
      const child = execFile(process.execPath, ['--conditions=@clavis/source', '--import', 'tsx', script], { env: { ...process.env, CMS_BASE_URL: `${url}/v2` } }, (_error, stdout) =>
        done({ code: child.exitCode, stdout }),
      );
    });
    assert.equal(result.code, 1, result.stdout);
    assert.match(result.stdout, /Content that breaks its schema: 1\n/);
    assert.ok(result.stdout.includes(`  ${broken.full_slug}: news.title: is a number; a text field holds text`), result.stdout);
  });
});
