import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Page } from './support/test';

// Chromium paints what it has parsed when a page's HTML arrives in pieces. A first paint with half
// the header, whose buttons then move as the rest arrives, was a layout shift under the header's
// actions in Lighthouse's traces (the signed-in gallery, CLS 0.001). PageLayout's
// `<link rel="expect" href="#main" blocking="render">` holds painting until `<main>` is parsed.
// Here a proxy sends the market's home page's HTML in two parts, cut inside the header's actions, a second
// apart: the page must paint once, whole, with no layout shift. The same HTML without the link is
// the control: it does paint the first part, so the cut is where the test means it to be.

const PAUSE_MS = 1_000;

interface Painting {
  /** When the first contentful paint happened (epoch milliseconds). */
  firstPaintAt: number | null;
  /** The sum of the layout shifts without recent input. */
  shifts: number;
}

/** Serves `upstream` through, the document at `path` in two parts; `sentRestAt` is when the second part went. */
async function splittingProxy(upstream: string, path: string, { keepExpect }: { keepExpect: boolean }) {
  const state = { sentRestAt: 0 };
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
        // Inside the header's actions, before the phone menu's button (the last of them).
        const menuButton = html.indexOf('popoverTarget=');
        const cut = html.lastIndexOf('<div', menuButton);
        if (menuButton < 0 || cut < html.indexOf('<header')) throw new Error('no phone menu button in the header to cut before');
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

async function loadInTwoParts(page: Page, request: APIRequestContext, baseURL: string, keepExpect: boolean) {
  // The market's home, wherever `/` leads (a market may redirect it to a locale's home).
  const home = new URL((await request.get('/')).url()).pathname;
  const proxy = await splittingProxy(baseURL, home, { keepExpect });
  try {
    await page.setViewportSize({ width: 412, height: 823 });
    await recordPainting(page);
    // The whole HTML parsed, then its first paint and a few frames for any shift (not the images' load).
    await page.goto(`${proxy.origin}${home}`, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => (window as unknown as { __painting: Painting }).__painting.firstPaintAt !== null);
    await page.waitForTimeout(300);
    const painting = await page.evaluate(() => (window as unknown as { __painting: Painting }).__painting);
    return { ...painting, sentRestAt: proxy.state.sentRestAt };
  } finally {
    await proxy.close();
  }
}

test.describe('first paint of a page whose HTML arrives in pieces', () => {
  test('the header paints whole: nothing before <main> is parsed, no layout shift', async ({ page, request, baseURL }) => {
    const painting = await loadInTwoParts(page, request, baseURL ?? '', true);
    expect(painting.sentRestAt).toBeGreaterThan(0);
    expect(painting.firstPaintAt).not.toBeNull();
    // Painting waited for the second part (a few milliseconds of leeway between the two clocks' reads).
    expect(painting.firstPaintAt ?? 0).toBeGreaterThanOrEqual(painting.sentRestAt - 5);
    expect(painting.shifts).toBe(0);
  });

  test('control: without the render-blocking link the first part paints on its own', async ({ page, request, baseURL }) => {
    const painting = await loadInTwoParts(page, request, baseURL ?? '', false);
    expect(painting.firstPaintAt).not.toBeNull();
    expect(painting.firstPaintAt ?? Infinity).toBeLessThan(painting.sentRestAt);
  });
});
