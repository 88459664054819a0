import { defineConfig } from '@playwright/test';
import { definePlaywrightPreset } from '../../tools/playwright/preset';
import { marketApp } from '../../tools/playwright/markets';
import { SUITE_SIGNING_SECRET } from './src/support/signingSecret';

// One suite for every market app. Nx runs it as each app's `e2e` target and names the app in
// NX_TASK_TARGET_PROJECT; MARKET overrides that when the suite is run by hand.
const project = process.env.NX_TASK_TARGET_PROJECT ?? '';
const market = process.env.MARKET ?? (project.startsWith('site-') ? project.slice(5) : 'germany');
const app = marketApp(market);
// SITE_PORT serves the app on another port, so two checkouts can run their suites side by side.
const port = Number(process.env.SITE_PORT ?? app.port);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  ...definePlaywrightPreset({ use: { baseURL } }),
  testDir: './src',
  outputDir: `../../dist/e2e/${app.project}`,
  metadata: { market: app.market },
  webServer: [
    {
      command: `node ../../tools/scripts/serveApp.mjs ${app.market}`,
      // The suite stands in for a proxy: tests that need clients of their own name them in
      // X-Forwarded-For, which the rate limits believe for one hop (TRUST_PROXY_HOPS); browsers
      // send none, so their pages count as the socket's address. A known download-link key (else
      // the app makes a random one), so extranet.spec.ts can sign an expired link as the server would.
      env: { PORT: String(port), TRUST_PROXY_HOPS: '1', EXTRANET_SIGNING_SECRET: SUITE_SIGNING_SECRET },
      cwd: import.meta.dirname,
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The partner login's identity provider: one per machine on its fixed port, shared.
      command: 'node ../../tools/scripts/serveApp.mjs --dev-idp',
      cwd: import.meta.dirname,
      url: 'http://127.0.0.1:4200/.well-known/openid-configuration',
      reuseExistingServer: true,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
