import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolveMarket, type Market } from '@clavis/i18n-routing';

/**
 * The market the suite runs against, as playwright.config.ts chooses it: MARKET, else the app
 * whose `e2e` target Nx runs, else germany.
 */
export function suiteMarket(): Market {
  const project = process.env['NX_TASK_TARGET_PROJECT'] ?? '';
  return resolveMarket(process.env['MARKET'] ?? (project.startsWith('site-') ? project.slice(5) : 'germany'));
}

/**
 * The port a market app serves on (its package.json, DESIGN.md section 2), or SITE_PORT for the
 * suite's own market, as playwright.config.ts serves it.
 */
export function appPort(market: Market): number {
  const override = process.env['SITE_PORT'];
  if (override && market === suiteMarket()) return Number(override);
  const manifest = JSON.parse(readFileSync(fileURLToPath(new URL(`../../../site-${market}/package.json`, import.meta.url)), 'utf8')) as {
    clavis: { port: number };
  };
  return manifest.clavis.port;
}
