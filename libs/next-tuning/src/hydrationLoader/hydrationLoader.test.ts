/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

describe('the compiled hydration loader', () => {
  it('is what loadScriptsAfterPaint.ts compiles to (hydrationLoader.generated.ts is not stale)', () => {
    expect(() => execFileSync(process.execPath, [join(__dirname, '../../scripts/buildHydrationLoader.mjs'), '--check'], { stdio: 'pipe' })).not.toThrow();
  }, 30_000);
});
