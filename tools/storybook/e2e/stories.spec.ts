import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Every story of the static build, opened in Chromium: it renders without page or console errors
// and without axe violations. With STORYBOOK_SCREENSHOTS=1 (`nx run storybook:screenshots`), blocks,
// templates and layouts are also photographed at a phone and a desktop width
// (dist/e2e/storybook-screenshots) for design review; the check alone stays fast enough for CI.

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

const indexFile = fileURLToPath(new URL('../../../dist/storybook/index.json', import.meta.url));
const stories = Object.values((JSON.parse(readFileSync(indexFile, 'utf-8')) as { entries: Record<string, IndexEntry> }).entries).filter((entry) => entry.type === 'story');
const photographed = process.env['STORYBOOK_SCREENSHOTS'] === '1' ? /^(Blocks|Templates|Layouts)\// : null;
const screenshotDir = fileURLToPath(new URL('../../../dist/e2e/storybook-screenshots/', import.meta.url));

async function open(page: Page, id: string) {
  await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=a11y.manual:!true`);
  await page.waitForFunction(
    () =>
      (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__
        ?.currentRender?.phase === 'finished',
  );
}

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, story.id);
    await expect(page.locator('#storybook-root > *').first()).toBeAttached();
    await page.evaluate(() => document.fonts.ready);
    // Images must have loaded: a broken fixture asset path shows up here, not only in a screenshot.
    const broken = await page.locator('#storybook-root img').evaluateAll((images) =>
      (images as HTMLImageElement[]).filter((image) => image.loading !== 'lazy' && image.complete && image.naturalWidth === 0).map((image) => image.src),
    );
    expect(broken).toEqual([]);
    const axe = await new AxeBuilder({ page }).include('#storybook-root').withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
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
