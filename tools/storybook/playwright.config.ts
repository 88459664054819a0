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
    // A story renders and passes axe in well under a second here (the preview stays loaded between
    // stories); the first story of a worker loads the preview, and a loaded CI machine with slow
    // page faults once needed more than 20 s for that.
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
