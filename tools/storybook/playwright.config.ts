import { defineConfig } from '@playwright/test';
import { definePlaywrightPreset } from '../playwright/preset';

const port = 4300;

/** Every story of the static Storybook build, in Debian's Chromium (DESIGN.md section 2). */
export default defineConfig(
  definePlaywrightPreset({
    testDir: './e2e',
    outputDir: '../../dist/e2e/storybook',
    fullyParallel: true,
    workers: 2,
    // A story opens, renders and passes axe in 2 to 4 s here; on a loaded CI machine with slow page
    // faults, 20 s was not always enough.
    timeout: 60_000,
    use: { baseURL: `http://127.0.0.1:${port}` },
    webServer: {
      command: `node tools/storybook/serveStatic.mjs dist/storybook ${port}`,
      cwd: '../..',
      url: `http://127.0.0.1:${port}/index.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 15_000,
    },
  }),
);
