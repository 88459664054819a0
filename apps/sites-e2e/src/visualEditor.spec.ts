import { createHash } from 'node:crypto';
import { storyUrl } from '@clavis/cms-client';
import { getMarketConfig, matchPath, type Market } from '@clavis/i18n-routing';
import { expect, test, type BrowserContext, type Page } from './support/test';
import { appPort, suiteMarket } from './support/market';
import { startIsolatedSite, type IsolatedSite } from './support/isolatedSite';

// An editor in the visual editor, as Storyblok's app has them: the app (here a page of our own on
// another site, `localhost`, than the site's `127.0.0.1`) frames the preview URL, and speaks the
// bridge's messages with the page; the page runs the bridge of `@storyblok/preview-bridge` that
// the site bundles. A click on a block reaches the app as that block's uid, a title typed in the
// app shows in the frame without a save, a publish reaches the published page. Once more in a
// browser that blocks third-party cookies: the draft cookie is partitioned, so the frame keeps it.
// Against an app and a content server of their own; the story is published back as it was.

const PREVIEW_TOKEN = 'clavis-local-preview-token';
const PUBLIC_TOKEN = 'clavis-local-public-token';
/** Chromium's switch for blocking third-party cookies (what Safari does by default). */
const BLOCK_THIRD_PARTY_COOKIES = '--test-third-party-cookie-phaseout';

interface StoredStory {
  id: number;
  uuid: string;
  name: string;
  full_slug: string;
  content: Record<string, unknown> & { _uid: string; component: string; title?: string; body?: { _uid: string; component: string }[] };
}

interface Target {
  story: StoredStory;
  url: string;
}

/** A generic page of the market whose title is its `h1` (no hero opens it) and that has a block. */
async function editablePage(contentURL: string, market: Market): Promise<Target> {
  const folder = market === 'global' ? 'global' : market;
  for (const locale of getMarketConfig(market).locales) {
    const response = await fetch(`${contentURL}/v2/cdn/stories?starts_with=${locale}/${folder}/&per_page=100&token=${PUBLIC_TOKEN}`);
    const { stories } = (await response.json()) as { stories: StoredStory[] };
    for (const story of stories) {
      const first = story.content.body?.[0];
      if (story.content.component !== 'page' || story.full_slug.endsWith('/') || !first || /hero|title/.test(first.component)) continue;
      const url = storyUrl({ market, fullSlug: story.full_slug });
      if (url && matchPath({ market, pathname: url })?.route !== undefined) return { story, url };
    }
  }
  throw new Error(`no editable page in ${market}`);
}

/** What the app received from the frame, in order. */
type Received = { origin: string; data: { action: string; dataC?: { uid: string; name: string; id: string } } }[];

/** The visual editor: the preview in a frame, the bridge's messages answered as Storyblok's app does. */
function editorHtml(previewUrl: string, siteOrigin: string, storyId: number): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Visual editor</title></head><body>
<iframe id="preview" src="${previewUrl.replaceAll('&', '&amp;')}" style="width:1280px;height:900px;border:0"></iframe>
<script>
  window.received = [];
  const frame = document.getElementById('preview');
  window.sendToPreview = (message) => frame.contentWindow.postMessage(message, ${JSON.stringify(siteOrigin)});
  addEventListener('message', (event) => {
    if (event.source !== frame.contentWindow) return;
    window.received.push({ origin: event.origin, data: event.data });
    if (event.data.action === 'initialized') window.sendToPreview({ action: 'enterEditmode', storyId: ${storyId}, componentNames: {}, appVersion: 'v2' });
    if (event.data.action === 'ping') window.sendToPreview({ action: 'pingBack' });
  });
</script></body></html>`;
}

test.describe('the visual editor', () => {
  // Under `npm test` the frame never loads the draft page (Chromium's error page; no /api/draft
  // answer within 120 s) in any market: to be found before it runs in CI again.
  test.fixme(true, 'the framed draft page does not load when the suite starts the site');
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  let site: IsolatedSite;
  let target: Target;
  let spaceId: number;
  /** The editor's origin: the embedded space's, under the other loopback name. */
  let editorOrigin: string;

  const admin = async (path: string, method = 'GET', body?: unknown) => {
    const response = await fetch(`${site.contentURL}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
    return response.json() as Promise<{ story: StoredStory }>;
  };
  const publishedHtml = async () => (await fetch(`${site.baseURL}${target.url}`)).text();
  const restore = async () => {
    await admin(`/__admin/stories/${target.story.full_slug}`, 'PUT', { content: target.story.content, published: true });
    await expect.poll(publishedHtml, { timeout: 20_000, intervals: [200] }).not.toContain('Live title');
  };

  /** The preview URL the visual editor opens: the site's draft route, signed with the preview token. */
  const previewUrl = () => {
    const timestamp = Math.floor(Date.now() / 1000);
    const token = createHash('sha1').update(`${spaceId}:${PREVIEW_TOKEN}:${timestamp}`).digest('hex');
    const query = new URLSearchParams({
      slug: target.story.full_slug,
      _storyblok: String(target.story.id),
      '_storyblok_tk[space_id]': String(spaceId),
      '_storyblok_tk[timestamp]': String(timestamp),
      '_storyblok_tk[token]': token,
    });
    return `${site.baseURL}/api/draft?${query}`;
  };

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    const market = suiteMarket();
    const port = appPort(market);
    const contentPort = 5150 + (port - 3000);
    site = await startIsolatedSite({ market, appPort: 5100 + (port - 3000), contentPort, cmsHost: 'localhost' });
    editorOrigin = `http://localhost:${contentPort}`;
    spaceId = ((await (await fetch(`${site.contentURL}/v2/cdn/spaces/me?token=${PUBLIC_TOKEN}`)).json()) as { space: { id: number } }).space.id;
    target = await editablePage(site.contentURL, market);
    target.story = (await admin(`/__admin/stories/${target.story.full_slug}`)).story;
    await admin('/__admin/webhooks', 'PUT', { urls: [`${site.baseURL}/api/revalidate`] });
  });

  test.afterAll(async () => {
    if (!site) return;
    try {
      if (target && (await publishedHtml()).includes('Live title')) await restore();
    } finally {
      await site.stop();
    }
  });

  /** Opens the editor on the target page; answers the editor page and the framed preview. */
  async function openEditor(context: BrowserContext, prepare?: (page: Page) => Promise<void>) {
    await context.route(`${editorOrigin}/editor`, (route) =>
      route.fulfill({ contentType: 'text/html', body: editorHtml(previewUrl(), site.baseURL, target.story.id) }),
    );
    const page = await context.newPage();
    await prepare?.(page);
    const draftAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/draft');
    const draftPage = page.waitForResponse((response) => response.url().startsWith(site.baseURL) && new URL(response.url()).pathname === target.url);
    await page.goto(`${editorOrigin}/editor`);
    const frame = page.frameLocator('#preview');
    return { page, frame, draftAnswer: await draftAnswer, draftPage: await draftPage };
  }

  const received = (page: Page) => page.evaluate(() => (window as unknown as { received: Received }).received);

  /** The editor's steps: click a block, type a title, and (with `publish`) publish it. */
  async function edit(page: Page, frame: ReturnType<Page['frameLocator']>, { publish }: { publish: boolean }) {
    // Draft mode in the frame: the badge, and blocks the editor can select.
    await expect(frame.locator('[data-draft-badge]')).toBeVisible({ timeout: 30_000 });
    const block = target.story.content.body?.[0] as { _uid: string; component: string };
    const blockElement = frame.locator(`[data-blok-uid="${target.story.id}-${block._uid}"]`).first();
    await expect(blockElement).toBeVisible();
    await expect.poll(async () => (await received(page)).map(({ data }) => data.action), { timeout: 20_000 }).toContain('initialized');

    // Click a block (on the block itself, not on a link or a nested block inside it): the app is
    // told which one, from the page's origin.
    await blockElement.dispatchEvent('click');
    await expect
      .poll(async () => (await received(page)).find(({ data }) => data.action === 'edit'), { timeout: 5_000 })
      .toMatchObject({ origin: site.baseURL, data: { dataC: { uid: block._uid, name: block.component, id: String(target.story.id) } } });

    // Type a title: one input event per key, as the app sends them; the frame shows the last.
    const title = `Live title ${Date.now()}`;
    const draft = { ...target.story, content: { ...target.story.content } };
    const heading = frame.getByRole('heading', { level: 1 });
    let sentLast = 0;
    for (let typed = 1; typed <= title.length; typed += 1) {
      draft.content.title = title.slice(0, typed);
      sentLast = Date.now();
      await page.evaluate((story) => (window as unknown as { sendToPreview(message: unknown): void }).sendToPreview({ action: 'input', story }), draft);
    }
    await expect(heading).toHaveText(title, { timeout: 3_000 });
    const shownAfter = Date.now() - sentLast;
    test.info().annotations.push({ type: 'input to frame (ms)', description: String(shownAfter) });
    // Nothing was saved: the published page does not have it.
    expect(await publishedHtml()).not.toContain(title);

    // One keystroke more, on its own: rendered again within 300 ms of the event (and a little for
    // the test's own round trips on a busy machine).
    draft.content.title = `${title}!`;
    const sent = Date.now();
    await page.evaluate((story) => (window as unknown as { sendToPreview(message: unknown): void }).sendToPreview({ action: 'input', story }), draft);
    await expect(heading).toHaveText(`${title}!`, { timeout: 1_000 });
    test.info().annotations.push({ type: 'one input to frame (ms)', description: String(Date.now() - sent) });

    if (!publish) return;
    await admin(`/__admin/stories/${target.story.full_slug}`, 'PUT', { content: draft.content, published: true });
    await page.evaluate(
      ({ id, slug }) => (window as unknown as { sendToPreview(message: unknown): void }).sendToPreview({ action: 'published', storyId: id, slug }),
      { id: target.story.id, slug: target.story.full_slug },
    );
    await expect.poll(publishedHtml, { timeout: 20_000, intervals: [200] }).toContain(`${title}!`);
    // Out of draft mode from the badge: the frame shows the published page, with the new title.
    await frame.locator('[data-draft-badge] a').click();
    await expect(frame.locator('[data-draft-badge]')).toHaveCount(0, { timeout: 20_000 });
    await expect(heading).toHaveText(`${title}!`);
    await expect(frame.locator('[data-blok-c]')).toHaveCount(0);
  }

  test('click a block, type a title, publish: in a frame of another site', async ({ context }) => {
    const { page, frame, draftAnswer, draftPage } = await openEditor(context);
    const cookie = (await draftAnswer.headerValue('set-cookie')) ?? '';
    expect(cookie).toMatch(/__prerender_bypass=[^;]+;/);
    expect(cookie).toMatch(/SameSite=none/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/Partitioned/i);
    // Never for a shared cache.
    expect(draftPage.headers()['cache-control']).toMatch(/private/);
    expect(draftPage.headers()['cache-control']).toMatch(/no-store/);
    await edit(page, frame, { publish: true });
  });

  test('with third-party cookies blocked, the frame stays in draft mode', async ({ playwright }) => {
    const launch = test.info().project.use.launchOptions ?? {};
    const browser = await playwright.chromium.launch({ ...launch, args: [...(launch.args ?? []), BLOCK_THIRD_PARTY_COOKIES] });
    try {
      const context = await browser.newContext();
      // A cookie of the site that is not partitioned: the blocking browser keeps it out of the frame.
      await context.addCookies([{ name: 'unpartitioned', value: '1', url: site.baseURL, sameSite: 'None', secure: true }]);
      const { page, frame, draftPage } = await openEditor(context, async (opened) => {
        // The same through DevTools, where this Chromium knows the command.
        const devtools = await context.newCDPSession(opened);
        await devtools
          .send('Network.setCookieControls' as never, { enableThirdPartyCookieRestriction: true, disableThirdPartyCookieMetadata: true, disableThirdPartyCookieHeuristics: true } as never)
          .catch(() => undefined);
      });
      const sent = (await draftPage.request().allHeaders())['cookie'] ?? '';
      expect(sent).not.toContain('unpartitioned=1');
      expect(sent).toContain('__prerender_bypass=');
      await edit(page, frame, { publish: false });
      await context.close();
    } finally {
      await browser.close();
    }
  });
});
