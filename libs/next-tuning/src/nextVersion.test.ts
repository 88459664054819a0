/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unverifiedNextWarning, VERIFIED_NEXT_MINOR } from './nextVersion';

describe('unverifiedNextWarning', () => {
  it('says nothing for a patch release of the verified minor', () => {
    expect(unverifiedNextWarning(`${VERIFIED_NEXT_MINOR}.0`)).toBeNull();
    expect(unverifiedNextWarning(`${VERIFIED_NEXT_MINOR}.99`)).toBeNull();
  });

  it('warns for another minor or major, naming both versions', () => {
    expect(unverifiedNextWarning('16.5.0')).toMatch(/verified on Next\.js 16\.4\.x, running 16\.5\.0/);
    expect(unverifiedNextWarning('17.0.0-canary.3')).toContain('running 17.0.0-canary.3');
  });

  it("is the minor the package's peerDependencies pin", () => {
    const { peerDependencies } = JSON.parse(readFileSync(join(__dirname, '../package.json'), 'utf8')) as { peerDependencies: { next: string } };
    expect(peerDependencies.next).toMatch(new RegExp(`^~${VERIFIED_NEXT_MINOR.replace('.', '\\.')}\\.\\d+$`));
  });
});
