#!/usr/bin/env node
// `npm run bench:extranet`: the extranet as a signed-in partner feels it (issue #25's closing note).
//   1. The time from a click on an extranet link (the extranet home's tiles, catalogues and photo
//      gallery in turn) to the new page's content on screen (its story's title in the page's h1,
//      measured in the page from the click event to the next frame after it appears): BENCH_CLICKS
//      clicks (default 20) after BENCH_WARMUP (default 2), median and p90.
//   2. The gzipped JavaScript the extranet pages load above the public home page: the distinct
//      same-origin script responses of the public home, of the extranet pages (every area's root,
//      union), and the difference.
// The app of BENCH_MARKET (default germany) must be built (`npx nx run site-germany:build`); it is
// served on BENCH_PORT (default 9110). The embedded content server (127.0.0.1:4100) and the dev IdP
// (127.0.0.1:4200) are used when they answer, else started; whatever the script starts it stops.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page, type Request, type Response } from '@playwright/test';
import { getMarketConfig, localizePath, resolveMarket, type RouteName } from '@clavis/i18n-routing';
// tools/playwright is the browser preset of every Playwright config (Debian's Chromium and its flags), a folder of
// files rather than a project; the bench launches the same Chromium the e2e suites do.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { chromiumLaunchOptions } from '../playwright/preset';
import { nextStartCommand } from './nextStart.mjs';
import { submitProviderLogin } from './partnerLogin.mjs';

const root = join(import.meta.dirname, '../..');
const MARKET = resolveMarket(process.env.BENCH_MARKET ?? 'germany');
const PORT = Number(process.env.BENCH_PORT ?? 9110);
const CLICKS = Number(process.env.BENCH_CLICKS ?? 20);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CONTENT = 'http://127.0.0.1:4100';
const CONTENT_PROBE = `${CONTENT}/v2/cdn/spaces/me?token=clavis-local-public-token`;
const IDP = 'http://127.0.0.1:4200';
const IDP_PROBE = `${IDP}/.well-known/openid-configuration`;
const USER = {
  email: process.env.BENCH_USER ?? 'bu-italia@clavis.example',
  password: process.env.BENCH_PASSWORD ?? 'partner-demo-2',
};
const LOCALE = getMarketConfig(MARKET).defaultLocale;
const AREAS: readonly RouteName[] = [
  'extranet',
  'extranet-catalogues',
  'extranet-bulletins',
  'extranet-photo-gallery',
  'extranet-products',
  'extranet-documentation-bu-italy',
  'extranet-search',
];

const log = (message: string) => process.stderr.write(`bench:extranet: ${message}\n`);
const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);
const median = (values: readonly number[]) => {
  const s = sorted(values);
  const middle = Math.floor(s.length / 2);
  const at = (index: number) => s[index] ?? 0;
  return s.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};
const percentile = (values: readonly number[], p: number) =>
  sorted(values)[Math.min(values.length - 1, Math.ceil((values.length * p) / 100) - 1)] ?? 0;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** What this script started, stopped in reverse order on the way out (each a whole process group). */
const started: { name: string; stop: () => Promise<void> }[] = [];

function startGroup(
  name: string,
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
) {
  const child = spawn(command, args, {
    cwd,
    detached: true,
    stdio: 'ignore',
    env: { CLAVIS_EMBEDDED: '1', ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  const group = child.pid;
  if (group === undefined) throw new Error(`${name} did not start`);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  started.push({
    name,
    async stop() {
      try {
        process.kill(-group, 'SIGTERM');
      } catch {
        return; // already gone
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      try {
        process.kill(-group, 'SIGKILL');
      } catch {
        // stopped by SIGTERM
      }
    },
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).status < 500;
  } catch {
    return false;
  }
}

async function waitFor(url: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function ensureServers() {
  const serveApp = join(root, 'tools/scripts/serveApp.mjs');
  if (!(await answers(CONTENT_PROBE))) {
    log('starting the embedded content server');
    startGroup('content server', process.execPath, [serveApp, '--content'], root);
    await waitFor(CONTENT_PROBE);
  }
  if (!(await answers(IDP_PROBE))) {
    log('starting the dev IdP');
    startGroup('dev IdP', process.execPath, [serveApp, '--dev-idp'], root);
    await waitFor(IDP_PROBE);
  }
  if (await answers(`${ORIGIN}/api/version`))
    throw new Error(`${ORIGIN} already answers: choose a free BENCH_PORT`);
  log(`starting the ${MARKET} app on ${ORIGIN}`);
  const appRoot = join(root, 'apps', `site-${MARKET}`);
  const [command, args] = nextStartCommand(appRoot, PORT);
  startGroup(`${MARKET} app`, command, args, appRoot);
  await waitFor(`${ORIGIN}/api/version`);
}

/** The title an extranet page shows, from its story on the content server. */
async function titleOf(route: RouteName): Promise<string> {
  const path = localizePath({ market: MARKET, locale: LOCALE, route });
  const below = path.slice(path.indexOf('/extranet') + '/extranet'.length);
  const slug = `${LOCALE}/extranet${below}/`;
  const response = await fetch(`${CONTENT}/v2/cdn/stories/${slug}?token=clavis-local-public-token`);
  if (!response.ok) throw new Error(`${slug}: ${response.status}`);
  const { story } = (await response.json()) as {
    story: { name: string; content: { title?: string } };
  };
  return story.content.title ?? story.name;
}

const isSameOriginScript = (request: Request) =>
  request.resourceType() === 'script' && new URL(request.url()).origin === ORIGIN;

/**
 * Records the distinct same-origin scripts a page loads, with their gzipped size. `settled` waits
 * for the page's scripts rather than for an idle network: Chromium revalidates a cached page's
 * prefetched RSC payloads in the background (`stale-while-revalidate`), and Playwright never sees
 * those requests finish, so `networkidle` never comes on a page seen before.
 */
function scriptRecorder(page: Page) {
  const scripts = new Map<string, Promise<number>>();
  const loading = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    if (!isSameOriginScript(request)) return;
    loading.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (loading.delete(request)) lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (
      url.origin !== ORIGIN ||
      response.request().resourceType() !== 'script' ||
      scripts.has(url.pathname)
    )
      return;
    scripts.set(
      url.pathname,
      response.body().then(
        (body) => gzipSync(body).length,
        () => 0,
      ),
    );
  });
  return {
    /** Resolves once no script has been loading for `quietMs`; rejects after `timeoutMs`. */
    async settled(quietMs = 1_000, timeoutMs = 30_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (loading.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline)
          throw new Error(`scripts still loading after ${timeoutMs} ms: ${[...loading].map((request) => request.url()).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async sizes(): Promise<Map<string, number>> {
      const result = new Map<string, number>();
      for (const [path, size] of scripts) result.set(path, await size);
      return result;
    },
  };
}

const sum = (sizes: Iterable<number>) => [...sizes].reduce((total, size) => total + size, 0);

async function signIn(page: Page) {
  await page.goto(
    `${ORIGIN}${localizePath({ market: MARKET, locale: LOCALE, route: 'extranet' })}`,
  );
  await submitProviderLogin(page, USER);
  await page.waitForURL((url) => url.origin === ORIGIN, { timeout: 30_000 });
}

async function headingIs(page: Page, title: string) {
  await page.locator('main h1', { hasText: title }).first().waitFor({ timeout: 30_000 });
}

/**
 * Clicks the link to `href` and resolves with the milliseconds from the click event to the frame
 * after the main heading first reads `title` (measured in the page, so Playwright's own round trips
 * do not count).
 */
async function timedClick(page: Page, href: string, title: string): Promise<number> {
  // A string, not a function: tsx's name-keeping helper (`__name`) does not exist in the page.
  await page.evaluate(`(() => {
    const expected = ${JSON.stringify(title)};
    window.__benchClick = new Promise((resolve) => {
      let clickedAt;
      document.addEventListener('click', (event) => { clickedAt = event.timeStamp; }, { capture: true, once: true });
      const shown = () => clickedAt !== undefined && document.querySelector('main h1')?.textContent?.trim() === expected;
      const observer = new MutationObserver(() => {
        if (!shown()) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - clickedAt));
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  })()`);
  await page.locator(`main a[href="${href}"]`).first().click();
  return (await page.evaluate('window.__benchClick')) as number;
}

async function bench() {
  await ensureServers();
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    // The public home, anonymous: the baseline.
    const anonymous = await browser.newContext();
    const publicPage = await anonymous.newPage();
    const publicScripts = scriptRecorder(publicPage);
    await publicPage.goto(
      `${ORIGIN}${localizePath({ market: MARKET, locale: LOCALE, route: 'home' })}`,
      { waitUntil: 'networkidle' },
    );
    const publicSizes = await publicScripts.sizes();
    await anonymous.close();

    // Signed in: every area's root, loaded as a partner opens it (a fresh load each).
    const context = await browser.newContext();
    const page = await context.newPage();
    const extranetScripts = scriptRecorder(page);
    log(`signing in as ${USER.email}`);
    await signIn(page);
    const titles = new Map<RouteName, string>();
    const titleFor = (route: RouteName) => titles.get(route) ?? '';
    for (const route of AREAS) {
      if (route !== 'extranet-search') titles.set(route, await titleOf(route));
      await page.goto(`${ORIGIN}${localizePath({ market: MARKET, locale: LOCALE, route })}`);
      if (route === 'extranet-search')
        await page.locator('main h1').first().waitFor({ timeout: 30_000 });
      else await headingIs(page, titleFor(route));
      await extranetScripts.settled();
    }
    const extranetSizes = await extranetScripts.sizes();

    // Click to content: the extranet home's tiles, catalogues and photo gallery in turn.
    const home = localizePath({ market: MARKET, locale: LOCALE, route: 'extranet' });
    const targets: RouteName[] = ['extranet-catalogues', 'extranet-photo-gallery'];
    await page.goto(`${ORIGIN}${home}`);
    await headingIs(page, titleFor('extranet'));
    const times: number[] = [];
    for (let click = 0; click < WARMUP + CLICKS; click += 1) {
      const route = targets[click % targets.length] as RouteName;
      // Back on the home, its tiles on screen (a soft navigation back keeps the session in memory).
      await page
        .locator(`main a[href="${localizePath({ market: MARKET, locale: LOCALE, route })}"]`)
        .first()
        .waitFor({ timeout: 30_000 });
      const ms = await timedClick(
        page,
        localizePath({ market: MARKET, locale: LOCALE, route }),
        titleFor(route),
      );
      if (click >= WARMUP) times.push(ms);
      log(`click ${click + 1}${click < WARMUP ? ' (warm-up)' : ''}: ${route} ${ms.toFixed(0)} ms`);
      await page.goBack();
      await headingIs(page, titleFor('extranet'));
    }
    await context.close();

    const publicTotal = sum(publicSizes.values());
    const extranetTotal = sum(extranetSizes.values());
    const onlyExtranet = [...extranetSizes].filter(([path]) => !publicSizes.has(path));
    console.log(`| ${MARKET} build, Chromium, signed in as ${USER.email} | median | p90 | n |`);
    console.log('|---|---|---|---|');
    console.log(
      `| click on an extranet link -> its content on screen (home -> catalogues / photo gallery) | ${median(times).toFixed(0)} ms | ${percentile(times, 90).toFixed(0)} ms | ${times.length} |`,
    );
    console.log('');
    console.log('| JavaScript (distinct same-origin scripts, gzipped) | scripts | bytes |');
    console.log('|---|---|---|');
    console.log(
      `| public home (${localizePath({ market: MARKET, locale: LOCALE, route: 'home' })}) | ${publicSizes.size} | ${kb(publicTotal)} |`,
    );
    console.log(
      `| extranet pages (${AREAS.length} areas, union) | ${extranetSizes.size} | ${kb(extranetTotal)} |`,
    );
    console.log(
      `| extranet above the public home (difference) | ${extranetSizes.size - publicSizes.size} | ${kb(extranetTotal - publicTotal)} |`,
    );
    console.log(
      `| scripts only the extranet loads | ${onlyExtranet.length} | ${kb(sum(onlyExtranet.map(([, size]) => size)))} |`,
    );
  } finally {
    await browser.close();
  }
}

async function stopAll() {
  for (const { name, stop } of started.reverse()) {
    log(`stopping the ${name}`);
    await stop();
  }
}

let failed = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stopAll().finally(() => process.exit(130));
  });
}
try {
  await bench();
} catch (error) {
  failed = true;
  console.error(`bench:extranet: ${(error as Error).stack ?? String(error)}`);
} finally {
  await stopAll();
}
process.exit(failed ? 1 : 0);
