import { expect, test as base, type APIRequestContext, type Browser, type BrowserContext } from '@playwright/test';

export { expect };
export type { APIRequestContext, Browser, BrowserContext, Page, Request } from '@playwright/test';

/** What the browser refused under the Content-Security-Policy, as it reported it. */
const violations: string[] = [];
const watched = new WeakSet<BrowserContext>();

const CSP_CONSOLE_ERROR = /Content Security Policy|Content-Security-Policy/i;

/**
 * Records every CSP violation of a context's pages: Chromium reports each as a console error and
 * fires `securitypolicyviolation` in the document (caught by an init script, so frames count too).
 */
async function watchContext(context: BrowserContext): Promise<void> {
  if (watched.has(context)) return;
  watched.add(context);
  await context.exposeBinding('__reportCspViolation', ({ page }, text: string) => {
    violations.push(`${page?.url() ?? '?'}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
      report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`);
    });
  });
  const onPage = (page: import('@playwright/test').Page) =>
    page.on('console', (message) => {
      if (message.type() === 'error' && CSP_CONSOLE_ERROR.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
    });
  context.pages().forEach(onPage);
  context.on('page', onPage);
}

/** How often a read is sent again when its kept-alive connection was reset (as a browser does). */
const RESENDS_ON_RESET = 2;

/**
 * The API client as a browser behaves: a GET or HEAD sent on a kept-alive connection that the
 * server closes at that moment (its idle timeout; more often on a busy machine) fails with
 * ECONNRESET, which a browser answers by sending the request again. Playwright's client does so
 * only when asked (`maxRetries`, which retries ECONNRESET alone). Writes are never sent twice.
 */
function resendingReads(request: APIRequestContext): APIRequestContext {
  type Options = { method?: string; maxRetries?: number } | undefined;
  const resendIfRead = (method: string, options: Options) =>
    ['GET', 'HEAD'].includes(method.toUpperCase()) ? { maxRetries: RESENDS_ON_RESET, ...options } : options;
  return new Proxy(request, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (property === 'get') return (url: string, options?: Options) => target.get(url, resendIfRead('GET', options));
      if (property === 'head') return (url: string, options?: Options) => target.head(url, resendIfRead('HEAD', options));
      if (property === 'fetch')
        return (input: Parameters<APIRequestContext['fetch']>[0], options?: Options) =>
          target.fetch(input, resendIfRead(options?.method ?? (typeof input === 'string' ? 'GET' : input.method()), options));
      return value.bind(target);
    },
  });
}

/**
 * The suite's `test`: every page any test opens (the default context or one a test makes with
 * `browser.newContext()`) fails the test on a Content-Security-Policy violation (DESIGN.md section 6);
 * its `request` sends a read again when the server reset its kept-alive connection.
 */
export const test = base.extend<{ failOnCspViolation: void }, { watchedBrowser: Browser }>({
  watchedBrowser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
        const context = await newContext(...args);
        await watchContext(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker', auto: true },
  ],
  request: async ({ request }, use) => {
    await use(resendingReads(request));
  },
  context: async ({ context }, use) => {
    await watchContext(context);
    await use(context);
  },
  failOnCspViolation: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      violations.length = 0;
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
