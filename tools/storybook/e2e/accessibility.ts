import type { Page } from '@playwright/test';
import axe from 'axe-core';

const tags = ['wcag2a', 'wcag2aa', 'wcag22aa'];

/**
 * axe's violations within the story root, as `rule: targets`. axe-core is injected on the page's
 * first check and kept: the preview stays loaded between stories, so it is not injected again.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source });
  return page.evaluate(async (runTags) => {
    const results = await (window as unknown as { axe: typeof axe }).axe.run({ include: ['#storybook-root'] }, { runOnly: { type: 'tag', values: runTags } });
    return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }, tags);
}
