import { redirectStatus } from './redirectStatus.ts';

describe('redirectStatus', () => {
  it.each([
    ['permanent', 'proxy', 301],
    ['permanent', 'handler', 301],
    ['permanent', 'page', 308],
    ['temporary', 'proxy', 307],
    ['temporary', 'handler', 307],
    ['temporary', 'page', 307],
  ] as const)('a %s redirect sent by the %s answers %i', (kind, sender, status) => {
    expect(redirectStatus(kind, sender)).toBe(status);
  });
});
