/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

describe('the compiled consent scripts', () => {
  it('are what src/consent/browser compiles to (consentScripts.generated.ts is not stale)', () => {
    expect(() => execFileSync(process.execPath, [join(__dirname, '../../scripts/buildConsentScripts.mjs'), '--check'], { stdio: 'pipe' })).not.toThrow();
  }, 30_000);
});
