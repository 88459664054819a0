// Debian's Chromium and the flags this closed network needs (DESIGN.md section 2), for the scripts
// that launch it themselves (the Playwright suites take theirs from tools/playwright/preset.ts).
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
