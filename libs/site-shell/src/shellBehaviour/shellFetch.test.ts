import { installShellFetch, onNavigationFetch } from './shellFetch';

describe('installShellFetch', () => {
  const original = jest.fn(async () => ({ ok: true }));
  beforeEach(() => {
    window.fetch = original as unknown as typeof fetch;
    original.mockClear();
  });

  it('wraps fetch while installed, announces navigations, and puts the original back', async () => {
    const uninstall = installShellFetch(window);
    expect(window.fetch).not.toBe(original);
    const targets: string[] = [];
    const stopListening = onNavigationFetch((page) => targets.push(page));
    await window.fetch('/produkte?_rsc=a1', { headers: { rsc: '1' } });
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(original).toHaveBeenCalledTimes(1);
    expect(targets).toEqual(['/produkte']);
    stopListening();
    uninstall();
    expect(window.fetch).toBe(original);
  });

  it('leaves a later wrapper in place when uninstalled', () => {
    const uninstall = installShellFetch(window);
    const later = jest.fn() as unknown as typeof fetch;
    window.fetch = later;
    uninstall();
    expect(window.fetch).toBe(later);
  });
});
