import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; phase?: string };
    channel: { emit: (event: string, payload: unknown) => void };
  };
}

// The built index lists every story; the e2e target depends on the build, so it is there.
const index = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../dist/storybook/index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

/**
 * One preview page per worker: the first story loads `iframe.html`, later ones are switched through
 * Storybook's own channel (as the manager does), which unmounts the previous story. Loading the
 * preview bundle once instead of once per story keeps the suite to seconds per dozen stories.
 */
const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ ...workerInfo.project.use });
      const page = await context.newPage();
      // The addon's automatic axe run is off: each test runs axe itself, once.
      await page.goto(`/iframe.html?id=${stories[0]?.id ?? ''}&viewMode=story&globals=a11y.manual:!true`);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

const finalPhases = ['finished', 'errored', 'aborted'];

async function openStory(page: Page, id: string) {
  await page.waitForFunction(() => Boolean((window as PreviewWindow).__STORYBOOK_PREVIEW__?.channel));
  await page.evaluate((storyId) => {
    (window as PreviewWindow).__STORYBOOK_PREVIEW__?.channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  }, id);
  // Wait for this story's render, play function and afterEach hooks to finish.
  await page.waitForFunction(
    ({ storyId, phases }) => {
      const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === storyId && phases.includes(render.phase ?? '');
    },
    { storyId: id, phases: finalPhases },
    { timeout: 15_000 },
  );
  return page.evaluate(() => (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase);
}

test('the build holds stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ preview: page }) => {
    const problems: string[] = [];
    const onConsole = (message: { type(): string; text(): string }) => {
      if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
    };
    const onPageError = (error: Error) => problems.push(`page error: ${error.message}`);
    const onResponse = (response: { status(): number; url(): string }) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
    };
    page.on('console', onConsole);
    page.on('pageerror', onPageError);
    page.on('response', onResponse);
    try {
      const phase = await openStory(page, story.id);
      expect(phase, 'story rendered and its play function passed').toBe('finished');
      // A render error leaves the phase alone but swaps the root for Storybook's error screen.
      await expect(page.locator('body'), 'no Storybook error screen').not.toHaveClass(/sb-show-errordisplay/);
      expect(await page.locator('#storybook-root > *').count(), 'story rendered something').toBeGreaterThan(0);

      const results = await new AxeBuilder({ page })
        .include('#storybook-root')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      const violations = results.violations.map(
        (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
      );
      expect(violations, 'axe violations').toEqual([]);
      expect(problems, 'console and page errors').toEqual([]);
    } finally {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      page.off('response', onResponse);
    }
  });
}
