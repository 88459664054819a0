/** @jest-environment node */
import { dropProcessWide, processWide } from './processWide';

describe('processWide', () => {
  afterEach(() => dropProcessWide('test-value'));

  it('creates a value once per process, however many module copies ask for it', async () => {
    const create = jest.fn(() => ({ created: Math.random() }));
    const first = processWide('test-value', create);
    // A second copy of the module (as Next gives each route its own bundle) sees the same value.
    let copy: unknown;
    let isolatedModule: unknown;
    await jest.isolateModulesAsync(async () => {
      const isolated = await import('./processWide');
      isolatedModule = isolated.processWide;
      copy = isolated.processWide('test-value', create);
    });
    expect(isolatedModule).not.toBe(processWide);
    expect(copy).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('creates the value again after it was dropped', () => {
    const first = processWide('test-value', () => ({}));
    dropProcessWide('test-value');
    expect(processWide('test-value', () => ({}))).not.toBe(first);
  });
});
