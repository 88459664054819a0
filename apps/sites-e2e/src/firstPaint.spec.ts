import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Page } from './support/test';

// Chromium paints what it has parsed when a page's HTML arrives in pieces. A first paint with half
// the header, whose buttons then move as the rest arrives, was a layout shift under the header's
// actions in Lighthouse's traces (the signed-in gallery, CLS 0.001). PageLayout's
// `<link rel="expect" href="#main" blocking="render">` holds painting until the parser has reached
// `<main>` (Chromium lets go at the element's start tag, not at its end), so the header is whole.
// Here a proxy sends the market's home page's HTML in two parts, a second apart. Cut inside the
// header's actions, the page must paint once, whole, with no layout shift; the same HTML without
// the link is the control: it does paint the first part, so the cut is where the test means it to
// be. Cut right after `<main>`'s start tag, the page paints without waiting for the main's content.

const PAUSE_MS = 1_000;

interface Painting {
  /** When the first contentful paint happened (epoch milliseconds). */
  firstPaintAt: number | null;
  /** The sum of the layout shifts without recent input. */
  shifts: number;
}

/** Where the document is cut: the index of the second part's start, or -1 when the page has no such place. */
type Cut = (html: string) => number;

/** Inside the header's actions, before the phone menu's button (the last of them). */
const inHeaderActions: Cut = (html) => {
  const menuButton = html.indexOf('popoverTarget=');
  const cut = html.lastIndexOf('<div', menuButton);
  return menuButton < 0 || cut < html.indexOf('<header') ? -1 : cut;
};

/** Right after `<main>`'s start tag: the header whole, none of the main's content. */
const inMain: Cut = (html) => {
  const main = html.indexOf('<main');
  return main < 0 ? -1 : html.indexOf('>', main) + 1;
};

/**
 * Serves `upstream` through, the document at `path` in two parts; `sentRestAt` is when the second
 * part went, `missingCut` set when the document had no place to cut (answered 500).
 */
async function splittingProxy(upstream: string, path: string, { keepExpect, cutAt }: { keepExpect: boolean; cutAt: Cut }) {
  const state = { sentRestAt: 0, missingCut: false };
  const server: Server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const target = new URL(incoming.url ?? '/', upstream);
    const isDocument = target.pathname === path && incoming.headers.accept?.includes('text/html');
    const headers = { ...incoming.headers, host: target.host, ...(isDocument ? { 'accept-encoding': 'identity' } : {}) };
    const forward = httpRequest(target, { method: incoming.method, headers }, (answer) => {
      if (!isDocument) {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        let html = Buffer.concat(chunks).toString('utf8');
        if (!keepExpect) html = html.replace(/<link rel="expect"[^>]*>/, '');
        const cut = cutAt(html);
        if (cut < 0) {
          state.missingCut = true;
          outgoing.writeHead(500, { 'content-type': 'text/plain' });
          outgoing.end('firstPaint.spec: no place to cut this document');
          return;
        }
        const { 'content-length': _length, 'content-encoding': _encoding, ...rest } = answer.headers;
        outgoing.writeHead(answer.statusCode ?? 502, rest);
        outgoing.write(html.slice(0, cut));
        setTimeout(() => {
          state.sentRestAt = Date.now();
          outgoing.end(html.slice(cut));
        }, PAUSE_MS);
      });
    });
    forward.on('error', () => outgoing.destroy());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function recordPainting(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const painting: Painting = { firstPaintAt: null, shifts: 0 };
    (window as unknown as { __painting: Painting }).__painting = painting;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === 'first-contentful-paint') painting.firstPaintAt = performance.timeOrigin + entry.startTime;
      }
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) painting.shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function loadInTwoParts(page: Page, request: APIRequestContext, baseURL: string, { keepExpect, cutAt }: { keepExpect: boolean; cutAt: Cut }) {
  // The market's home, wherever `/` leads (a market may redirect it to a locale's home).
  const home = new URL((await request.get('/')).url()).pathname;
  const proxy = await splittingProxy(baseURL, home, { keepExpect, cutAt });
  try {
    await page.setViewportSize({ width: 412, height: 823 });
    await recordPainting(page);
    // The whole HTML parsed, then its first paint and a few frames for any shift (not the images' load).
    await page.goto(`${proxy.origin}${home}`, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => (window as unknown as { __painting: Painting }).__painting.firstPaintAt !== null);
    await page.waitForTimeout(300);
    const painting = await page.evaluate(() => (window as unknown as { __painting: Painting }).__painting);
    expect(proxy.state.missingCut, 'the home page has the place the test cuts it').toBe(false);
    return { ...painting, sentRestAt: proxy.state.sentRestAt };
  } finally {
    await proxy.close();
  }
}

test.describe('first paint of a page whose HTML arrives in pieces', () => {
  test('the header paints whole: nothing before <main> is reached, no layout shift', async ({ page, request, baseURL }) => {
    const painting = await loadInTwoParts(page, request, baseURL ?? '', { keepExpect: true, cutAt: inHeaderActions });
    expect(painting.sentRestAt).toBeGreaterThan(0);
    expect(painting.firstPaintAt).not.toBeNull();
    // Painting waited for the second part (a few milliseconds of leeway between the two clocks' reads).
    expect(painting.firstPaintAt ?? 0).toBeGreaterThanOrEqual(painting.sentRestAt - 5);
    expect(painting.shifts).toBe(0);
  });

  test('control: without the render-blocking link the first part paints on its own', async ({ page, request, baseURL }) => {
    const painting = await loadInTwoParts(page, request, baseURL ?? '', { keepExpect: false, cutAt: inHeaderActions });
    expect(painting.firstPaintAt).not.toBeNull();
    expect(painting.firstPaintAt ?? Infinity).toBeLessThan(painting.sentRestAt);
  });

  test('the paint does not wait for the main content once the header is whole', async ({ page, request, baseURL }) => {
    const painting = await loadInTwoParts(page, request, baseURL ?? '', { keepExpect: true, cutAt: inMain });
    expect(painting.firstPaintAt).not.toBeNull();
    expect(painting.firstPaintAt ?? Infinity).toBeLessThan(painting.sentRestAt);
  });
});
