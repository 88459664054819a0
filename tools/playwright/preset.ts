import { join } from 'node:path';
import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROME_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { workspaceRoot } from './markets';

/**
 * Debian's Chromium with the flags this closed network needs (tools/scripts/chromium.mjs, which the
 * scripts that launch it themselves read too). Playwright gives every launch a fresh profile.
 */
export const chromiumLaunchOptions = {
  executablePath: CHROMIUM_PATH,
  args: CHROME_FLAGS,
};

/** `dist/test-reports/<project>.playwright.json`: one per Nx task (or per hand-run suite). */
function reportFile(): string {
  const name = process.env.NX_TASK_TARGET_PROJECT ?? `playwright-${process.env.MARKET ?? 'local'}`;
  return join(workspaceRoot, 'dist', 'test-reports', `${name}.playwright.json`);
}

/** The base every Playwright config in the workspace spreads: one browser, Debian's Chromium. */
export function definePlaywrightPreset(overrides: PlaywrightTestConfig = {}): PlaywrightTestConfig {
  const ci = Boolean(process.env.CI);
  return {
    forbidOnly: ci,
    // No retries: a test that passes only on a second try is a bug to fix at its cause.
    retries: 0,
    // One browser page at a time per suite in CI: `npm test` runs two Nx tasks at once on CI's two
    // cores, so two suites of two workers each were four pages (and two servers) on two cores, and
    // a login's steps there took over 20 s each (2026-11-29: 15 signed-in tests of four suites
    // failed on their timeouts). One worker each keeps the load a suite's timeouts were set for.
    workers: ci ? 1 : undefined,
    // The JSON report is what `npm test` reads back at its end, so a failure buried in a long log
    // is printed again where CI's tail shows it.
    reporter: [['list'], ['json', { outputFile: reportFile() }]],
    timeout: 30_000,
    expect: { timeout: 5_000 },
    ...overrides,
    use: {
      ...devices['Desktop Chrome'],
      launchOptions: chromiumLaunchOptions,
      // A failed test keeps its trace (actions, network, console) and a screenshot of where it
      // stopped. Neither a DOM snapshot per action nor the screencast: both are recorded for every
      // test, passed or not, in CI runs that are CPU-bound. Snapshots cost 14% of the suites' CPU
      // (28.5 against 24.5 CPU-s for germany's shell, hydration and errors specs, means of 3-4
      // runs); the screencast 12-17% of germany's whole suite (358 and 377 against 313 CPU-s on one
      // worker, most of it in Chromium's GPU and browser processes: 38-41 against 15 CPU-s in the
      // GPU process).
      trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
      screenshot: 'only-on-failure',
      ...overrides.use,
    },
  };
}
