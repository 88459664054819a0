import type { Page } from '@playwright/test';
import axe from 'axe-core';

const tags = ['wcag2a', 'wcag2aa', 'wcag22aa'];

/**
 * axe's violations (WCAG 2.2 AA) within `include` (a selector), as `rule: targets`; axe-core is
 * injected on the page's first check. The Storybook suite checks each story root the same way.
 */
export async function accessibilityViolations(page: Page, include: string): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's CSP does not govern (an inline script tag would be refused).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ root, runTags }) => {
      const results = await (window as unknown as { axe: typeof axe }).axe.run({ include: [root] }, { runOnly: { type: 'tag', values: runTags } });
      return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    },
    { root: include, runTags: tags },
  );
}
