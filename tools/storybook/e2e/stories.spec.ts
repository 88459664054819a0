import { expect, test as base, type ConsoleMessage, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { accessibilityViolations } from './accessibility';
import { showStory } from './storyPreview';

// Every story of the static build, opened in Chromium: it renders without page or console errors
// and without axe violations. With STORYBOOK_SCREENSHOTS=1 (`nx run storybook:screenshots`), blocks,
// templates, layouts and extranet views are also photographed at a phone and a desktop width
// (dist/e2e/storybook-screenshots) for design review; the check alone stays fast enough for CI.

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

const indexFile = fileURLToPath(new URL('../../../dist/storybook/index.json', import.meta.url));
const stories = Object.values((JSON.parse(readFileSync(indexFile, 'utf-8')) as { entries: Record<string, IndexEntry> }).entries).filter((entry) => entry.type === 'story');
const photographed = process.env['STORYBOOK_SCREENSHOTS'] === '1' ? /^(Blocks|Templates|Layouts|Extranet)\// : null;
/** Stories checked to fit a 375 px phone without widening the page. */
const fitsPhone = /^Design System\/Heading$/;
const screenshotDir = fileURLToPath(new URL('../../../dist/e2e/storybook-screenshots/', import.meta.url));

/**
 * One page per worker, reused story after story: the preview loads once and each story is rendered
 * in it over Storybook's channel, with axe injected once. A page of its own per story started a
 * renderer process each time, which cost seconds per story on a machine with slow page faults (44
 * minutes for the suite); reloading the preview and axe per story cost a further 1.4 s each. A
 * failed test ends its worker, page and all, so the next story starts from a fresh preview.
 */
const test = base.extend<{ page: Page; pageErrors: string[] }, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, viewport });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ workerPage }, use) => use(workerPage),
  /** Page errors and console errors while the test runs. */
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    const onPageError = (error: Error) => errors.push(`pageerror: ${error.message}`);
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    };
    page.on('pageerror', onPageError);
    page.on('console', onConsole);
    await use(errors);
    page.off('pageerror', onPageError);
    page.off('console', onConsole);
  },
});

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ page, pageErrors: errors }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await showStory(page, story.id);
    await expect(page.locator('#storybook-root > *').first()).toBeAttached();
    await page.evaluate(() => document.fonts.ready);
    // Images must have loaded: a broken fixture asset path shows up here, not only in a screenshot.
    const broken = await page.locator('#storybook-root img').evaluateAll((images) =>
      (images as HTMLImageElement[]).filter((image) => image.loading !== 'lazy' && image.complete && image.naturalWidth === 0).map((image) => image.src),
    );
    expect(broken).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
    if (fitsPhone.test(story.title)) {
      await page.setViewportSize({ width: 375, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'page width on a 375 px phone').toBeLessThanOrEqual(375);
    }
    if (photographed?.test(story.title)) {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.locator('#storybook-root img').evaluateAll((images) => images.forEach((image) => ((image as HTMLImageElement).loading = 'eager')));
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `${screenshotDir}${story.id}--${width}.png`, fullPage: true, animations: 'disabled' });
      }
    }
    expect(errors).toEqual([]);
  });
}
