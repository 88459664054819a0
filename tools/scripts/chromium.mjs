// Debian's Chromium and the flags this closed network needs (DESIGN.md section 2): without the
// background-networking flags Chromium hangs on connections that are refused. Plain JavaScript, so
// that the scripts Node runs as they are (bench:web, trace:tasks) and the Playwright preset
// (tools/playwright/preset.ts) launch it alike.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
