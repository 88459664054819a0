import { localizePath } from '@clavis/i18n-routing';
import { loadMessages } from '@clavis/i18n-routing/messages';
import { checkSharedCodeOnce } from './support/coverage';
import { hasCompileHint, isChunk } from './support/browserChunks';
import { extranetStories, NAVIGATION, ownClientAddress, PARTNERS, SIGNED_IN_TIMEOUT, signIn } from './support/extranet';
import { suiteMarket } from './support/market';
import { expect, test } from './support/test';

// Issue #41, "Done when": at a quarter of the CPU, signed in on a catalogue folder, the page paints
// its shell and its content without moving the pre-footer (layout shift sum < 0.01 between the first
// paint and the content), and the document title names the area.

const market = suiteMarket();
checkSharedCodeOnce();
// Each test logs in first.
test.describe.configure({ timeout: SIGNED_IN_TIMEOUT });

const locale = 'de';

/** What the page reports of itself, recorded from its first paint by an init script. */
interface Steadiness {
  /** The pre-footer's top (document coordinates) in the first painted frame that had it. */
  firstTop: number | null;
  /** The sum of the layout shifts without recent input. */
  shifts: number;
  /** What moved, for the failure's message: element, from and to (document coordinates). */
  moved: string[];
}

test('a catalogue folder at a quarter of the CPU: the pre-footer stays where it was painted, and the title names the area', async ({ page }) => {
  test.setTimeout(120_000);
  const messages = await loadMessages(locale);
  const folder = (await extranetStories(market, locale)).find((story) => story.route === 'extranet-catalogues-folder');
  if (!folder) throw new Error('no catalogue folder in the content');
  await ownClientAddress(page.context());
  await signIn(page, localizePath({ market, locale, route: 'extranet' }), PARTNERS.buItalia);

  await page.addInitScript(() => {
    const state: Steadiness = { firstTop: null, shifts: 0, moved: [] };
    (window as unknown as { __steadiness: Steadiness }).__steadiness = state;
    new PerformanceObserver((list) => {
      type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] })[]) {
        if (entry.hadRecentInput) continue;
        state.shifts += entry.value;
        for (const { node, previousRect: from, currentRect: to } of entry.sources) {
          const element = node instanceof Element ? node : node?.parentElement;
          const name = element ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${element.className}`.slice(0, 80) : '?';
          state.moved.push(`${entry.value.toFixed(4)} ${name} ${from.x},${from.y} ${from.width}x${from.height} -> ${to.x},${to.y} ${to.width}x${to.height}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // Each frame until the pre-footer is there: its top as first painted.
    const look = () => {
      const prefooter = document.querySelector('[data-part="prefooter"]');
      if (prefooter) state.firstTop = prefooter.getBoundingClientRect().top + window.scrollY;
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  // A fresh load of the folder: the shell, the silent session check, then the content.
  await page.goto(folder.url);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: folder.title })).toBeVisible(NAVIGATION);
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);

  const { firstTop, shifts, moved, top } = await page.evaluate(() => {
    const state = (window as unknown as { __steadiness: Steadiness }).__steadiness;
    const prefooter = document.querySelector('[data-part="prefooter"]') as Element;
    return { ...state, top: prefooter.getBoundingClientRect().top + window.scrollY };
  });
  expect(firstTop).not.toBeNull();
  expect(top).toBe(firstTop);
  expect(shifts, moved.join('\n')).toBeLessThan(0.01);
  // The title names the folder and its area.
  await expect(page).toHaveTitle(`${folder.title} | ${messages['nav.catalogues']} | Extranet | Clavis`);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

test('a signed-in catalogue folder: the scripts it shares with the public pages carry the compile hint; its own and those it loads on demand do not', async ({ page, request }) => {
  // next-tuning's compile hint makes V8 compile every function of a script: right for what a
  // first-time visitor's page runs as it starts, wrong where the browser comes back with the script
  // cached, whose code cache would then hold every function and be read on the main thread at each
  // return (issue #41): the libraries the extranet's views load on demand (zod, the login client,
  // the block templates), and the scripts only the extranet starts with (its layout, session and
  // content), which partners load signed in, again and again.
  const folder = (await extranetStories(market, locale)).find((story) => story.route === 'extranet-catalogues-folder');
  if (!folder) throw new Error('no catalogue folder in the content');
  await ownClientAddress(page.context());
  await signIn(page, localizePath({ market, locale, route: 'extranet' }), PARTNERS.buItalia);
  const scriptsOf = async (url: string) => new Set((await (await request.get(url)).text()).match(/\/_next\/static\/chunks\/[\w./-]+\.js/g));
  const named = await scriptsOf(folder.url);
  const publicHome = await scriptsOf(localizePath({ market, locale, route: 'home' }));
  // Leave the home first: its scripts loaded on demand (its blok's registry) may still be arriving
  // under load, and a listener already attached would take them for the folder's, whose bodies are
  // gone once the home is left.
  await page.goto('about:blank');
  const loaded: Promise<{ path: string; hinted: boolean }>[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/_next/static/chunks/') && pathname.endsWith('.js')) loaded.push(response.text().then((script) => ({ path: pathname, hinted: hasCompileHint(script) })));
  });
  await page.goto(folder.url);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: folder.title })).toBeVisible(NAVIGATION);
  const scripts = await Promise.all(loaded);
  const atStart = scripts.filter(({ path }) => named.has(path));
  const onDemand = scripts.filter(({ path }) => !named.has(path));
  const shared = atStart.filter(({ path }) => publicHome.has(path));
  const ownAtStart = atStart.filter(({ path }) => !publicHome.has(path));
  expect(shared.length).toBeGreaterThan(3);
  expect(onDemand.length).toBeGreaterThan(0);
  expect(shared.filter(({ hinted }) => !hinted).map(({ path }) => path)).toEqual([]);
  // The public pages name other scripts than the home's too: some of the extranet's own may be
  // among them (and hinted), but not all.
  expect(ownAtStart.filter(({ hinted }) => !hinted).length).toBeGreaterThan(0);
  expect(onDemand.filter(({ hinted }) => hinted).map(({ path }) => path)).toEqual([]);
});

test('a catalogue folder and a product category, whose stories have no bloks, load no block schemas (no zod); the home loads its blok\'s and no other block', async ({ page, request }) => {
  // The extranet renders its content in the browser; each block (its component, its schema and
  // zod) is a chunk it loads only for a page with its bloks to render (issue #41: less code to
  // read on every return).
  const stories = await extranetStories(market, locale);
  const folder = stories.find((story) => story.route === 'extranet-catalogues-folder');
  // A category resolves its products, whose own stories carry bloks that only their pages render.
  const category = stories.find((story) => story.route === 'extranet-products-category' && Array.isArray(story.content['products']) && story.content['products'].length > 0);
  const home = stories.find((story) => story.route === 'extranet');
  const blok = (home?.content['body'] as { component: string; text?: string }[] | undefined)?.find((item) => item.text);
  if (!folder || !category || !home || !blok?.text) throw new Error('no catalogue folder, product category with products, or extranet home with a text blok in the content');
  await ownClientAddress(page.context());
  await signIn(page, localizePath({ market, locale, route: 'extranet' }), PARTNERS.buItalia);
  const scriptsOf = async () => {
    const urls = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));
    return Promise.all(urls.filter(isChunk).map(async (url) => (await request.get(url)).text()));
  };
  // Every block schema is zod's: its class names are in any chunk that carries it.
  const zod = (script: string) => script.includes('"$ZodType"') || script.includes('ZodError');
  // The form rules, which only the form block's schema builds on (its `_confirm` field pairs).
  const formRules = (script: string) => script.includes('_confirm"');

  await page.goto(folder.url);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: folder.title })).toBeVisible(NAVIGATION);
  const folderScripts = await scriptsOf();
  expect(folderScripts.length).toBeGreaterThan(3);
  expect(folderScripts.filter(zod)).toHaveLength(0);

  await page.goto(category.url);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: category.title })).toBeVisible(NAVIGATION);
  expect((await scriptsOf()).filter(zod)).toHaveLength(0);

  await page.goto(home.url);
  await expect(page.getByRole('main').getByText(blok.text)).toBeVisible(NAVIGATION);
  const homeScripts = await scriptsOf();
  expect(homeScripts.filter(zod).length).toBeGreaterThan(0);
  expect(home.content['body']).not.toEqual(expect.arrayContaining([expect.objectContaining({ component: 'custom_form' })]));
  expect(homeScripts.filter(formRules)).toHaveLength(0);
});

test('a return to a gallery folder shows the pictures it kept, and the answer that follows replaces none of them', async ({ page }) => {
  // What the partner saw is kept in the tab and shown at once on a return (issue #41, part 1); the
  // request that follows brings the same folder under links that may be new, which update the
  // thumbnails in place: none is taken off the page and put back (a blank tile until it loads again).
  const folder = (await extranetStories(market, locale)).find((story) => story.route === 'extranet-photo-gallery-category' && Array.isArray(story.content['images']) && story.content['images'].length > 0);
  if (!folder) throw new Error('no gallery folder with pictures in the content');
  await ownClientAddress(page.context());
  await signIn(page, localizePath({ market, locale, route: 'extranet' }), PARTNERS.buItalia);
  const thumbnails = page.getByRole('main').locator('ul img[src*="/api/extranet/files/"]');
  await page.goto(folder.url);
  await expect(thumbnails.first()).toBeVisible(NAVIGATION);
  const shown = await thumbnails.count();

  await page.goto(localizePath({ market, locale, route: 'extranet' }));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible(NAVIGATION);
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedThumbnails: string[] }).removedThumbnails = removed;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element) for (const image of [node, ...node.querySelectorAll('img')]) if (image instanceof HTMLImageElement && image.src.includes('/api/extranet/files/')) removed.push(image.src);
    }).observe(document, { subtree: true, childList: true });
  });
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/extranet/de/') && response.request().method() === 'GET');
  await page.goto(folder.url);
  await expect(thumbnails).toHaveCount(shown, NAVIGATION);
  expect((await answer).status()).toBe(200);
  // The answer has been read and rendered (or found the same) by the time the page is idle again.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })));
  await expect(thumbnails).toHaveCount(shown);
  expect(await page.evaluate(() => (window as unknown as { removedThumbnails: string[] }).removedThumbnails)).toEqual([]);
});
