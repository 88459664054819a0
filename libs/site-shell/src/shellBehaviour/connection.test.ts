import { prefetchAllowed } from './connection';

describe('prefetchAllowed', () => {
  it.each([
    [undefined, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g', saveData: false }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '4g', saveData: true }, false],
  ])('connection %j: %s', (connection, allowed) => {
    expect(prefetchAllowed(connection)).toBe(allowed);
  });
});
