import { resolveMarket, type Market } from '@clavis/i18n-routing';

/**
 * The market the suite runs against, as playwright.config.ts chooses it: MARKET, else the app
 * whose `e2e` target Nx runs, else germany.
 */
export function suiteMarket(): Market {
  const project = process.env['NX_TASK_TARGET_PROJECT'] ?? '';
  return resolveMarket(process.env['MARKET'] ?? (project.startsWith('site-') ? project.slice(5) : 'germany'));
}
