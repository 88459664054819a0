/** @jest-environment node */
// Nothing of the extranet reaches a public page, listing or the sitemap: checked over the committed
// fixture content on a real content server (this suite's own port).
import { join } from 'node:path';
import { createCmsClient, type Story } from '@clavis/cms-client';
import { createContentServer, DEFAULT_TOKENS, type ContentServer } from '@clavis/content-server';
import { MARKETS } from '@clavis/i18n-routing';
import { listStaticPages } from '../cms/staticPaths';
import { sitemapEntries } from './sitemapEntries';
import { createStorySource, type StorySource } from '../cms/storySource';
import { isExtranetSlug, withoutExtranetStories } from '../cms/publicStories';

let server: ContentServer;
let source: StorySource;
let stories: Story[];

beforeAll(async () => {
  server = await createContentServer({ contentDir: join(__dirname, '../../../../tools/content-server/content'), admin: false });
  const baseUrl = await server.listen({ port: 10103 });
  const client = createCmsClient({ baseUrl: `${baseUrl}/v2`, accessToken: DEFAULT_TOKENS.public, rateLimit: 1000, cache: false });
  source = createStorySource({ client, relations: ['product.category', 'product.related', 'extranet_category.products'], bulkIsComplete: true });
  stories = server.store.all() as unknown as Story[];
  // Loading the whole fixture content took past Jest's 5 s default on a loaded machine.
}, 30_000);
afterAll(() => server.close());

/** What an extranet story would give away: its title (unless public content says the same words) and its files. */
function secrets(): string[] {
  const publicText = JSON.stringify(stories.filter((story) => !isExtranetSlug(story.full_slug)));
  const extranet = stories.filter((story) => isExtranetSlug(story.full_slug));
  const titles = extranet.map((story) => String((story.content as { title?: unknown }).title ?? story.name)).filter((title) => !publicText.includes(title));
  const files = [...JSON.stringify(extranet.map((story) => story.content)).matchAll(/\/((?:partner|bu-italia)-[\w-]+\.(?:pdf|jpg))"/g)].map((match) => match[1] as string);
  return [...new Set([...titles, ...files])];
}

describe('public pages and the extranet', () => {
  it('reads no extranet story for a public page or listing', async () => {
    expect(await source.story('de/extranet/kataloge/price-lists/catalogue-2025')).toBeNull();
    expect(await source.folder('de/extranet')).toEqual([]);
    expect(await source.list({ startsWith: 'de/extranet/clavis-nachrichtenbulletins/' })).toEqual({ stories: [], total: 0 });
  });

  it("prebuilds, and lists in the sitemap, no page that holds an extranet story's title or file, in any market", async () => {
    const hidden = secrets();
    expect(hidden.length).toBeGreaterThan(100);
    for (const market of MARKETS) {
      const pages = await listStaticPages(market, source);
      expect(pages.filter((page) => page.url.includes('/extranet'))).toEqual([]);
      const sitemap = JSON.stringify(sitemapEntries({ market, pages, origin: 'http://127.0.0.1:10000' }));
      expect(sitemap).not.toContain('extranet');
      const served = JSON.stringify(pages.map((page) => page.story));
      expect([market, hidden.filter((secret) => served.includes(secret))]).toEqual([market, []]);
    }
  }, 60_000);

  it('leaves a relation or story link an editor pointed at an extranet story unresolved', () => {
    const secret = { uuid: 'u-1', full_slug: 'de/extranet/kataloge/price-lists/catalogue-2025', content: { component: 'catalogue', title: 'Preislisten 2025' } };
    const open = { uuid: 'u-2', full_slug: 'de/global/produkte/futura', content: { component: 'product', name: 'Futura' } };
    const story = { full_slug: 'de/germany/x', content: { component: 'page', related: [secret, open], link: { linktype: 'story', cached_url: secret.full_slug, story: secret } } } as unknown as Story;
    expect(withoutExtranetStories(story).content).toEqual({ component: 'page', related: ['u-1', open], link: { linktype: 'story', cached_url: secret.full_slug } });
  });
});
