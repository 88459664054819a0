import { act, render } from '@testing-library/react';
import { appErrorEvent } from './appError';
import { ShellBehaviour } from './ShellBehaviour';
import { installShellFetch } from './shellFetch';

const route = { pathname: '/', search: '' };
jest.mock('next/navigation', () => ({
  usePathname: () => route.pathname,
  useSearchParams: () => new URLSearchParams(route.search),
}));

type DataLayerWindow = Window & { dataLayer?: Array<Record<string, unknown>> };
const bar = () => document.querySelector('[data-state]') as Element;
/** Stands in for next/link: claims internal link clicks the way React's root listener does. */
const claimLinkClicks = jest.fn((event: Event) => event.preventDefault());

function clickLink(href: string) {
  const link = document.createElement('a');
  link.href = href;
  link.textContent = href;
  document.body.append(link);
  act(() => link.click());
  link.remove();
}

describe('ShellBehaviour', () => {
  let versions: string[];
  let uninstallShellFetch: () => void;
  const fetchMock = jest.fn();
  beforeAll(() => {
    // jsdom has no fetch: give the shell one to wrap, as the browser does before the module loads.
    window.fetch = ((...args: Parameters<typeof fetch>) => fetchMock(...args)) as typeof fetch;
    uninstallShellFetch = installShellFetch(window);
  });
  afterAll(() => uninstallShellFetch());
  beforeEach(() => {
    // Real microtasks: the shell hears of router fetches in one.
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    route.pathname = '/';
    route.search = '';
    window.history.replaceState(null, '', '/');
    document.title = 'Start | Clavis';
    versions = ['build-1'];
    const answer = (buildId: string) => ({ ok: true, json: async () => ({ buildId }) });
    fetchMock.mockReset().mockImplementation(async () => answer(versions.shift() ?? 'build-1'));
    document.addEventListener('click', claimLinkClicks);
  });
  afterEach(() => {
    document.removeEventListener('click', claimLinkClicks);
    claimLinkClicks.mockClear();
    delete (window as DataLayerWindow).dataLayer;
    jest.useRealTimers();
  });

  function navigateTo(path: string, rerender: (ui: React.ReactElement) => void) {
    window.history.pushState(null, '', path);
    route.pathname = path;
    rerender(<ShellBehaviour />);
  }

  it('pushes a route-change event 160 ms after the first page and after each navigation', () => {
    const { rerender } = render(<ShellBehaviour />);
    act(() => jest.advanceTimersByTime(159));
    expect((window as DataLayerWindow).dataLayer ?? []).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1));
    expect((window as DataLayerWindow).dataLayer).toEqual([
      { event: 'route-change', url: 'http://localhost/', previousUrl: document.referrer, title: 'Start | Clavis' },
    ]);

    navigateTo('/produkte', rerender);
    document.title = 'Produkte | Clavis';
    act(() => jest.advanceTimersByTime(160));
    expect((window as DataLayerWindow).dataLayer?.[1]).toEqual({
      event: 'route-change',
      url: 'http://localhost/produkte',
      previousUrl: 'http://localhost/',
      title: 'Produkte | Clavis',
    });
  });

  it('shows the loading bar from a claimed link click until the new page has committed', () => {
    const { rerender } = render(<ShellBehaviour />);
    clickLink('/produkte');
    act(() => jest.advanceTimersByTime(200));
    expect(bar()).toHaveAttribute('data-state', 'loading');

    navigateTo('/produkte', rerender);
    expect(bar()).toHaveAttribute('data-progress', '100');
    act(() => jest.advanceTimersByTime(1000));
    expect(bar()).toHaveAttribute('data-state', 'idle');
  });

  it('turns the bar to the error colour when an error screen replaces the page', () => {
    render(<ShellBehaviour />);
    clickLink('/produkte');
    act(() => {
      window.dispatchEvent(new Event(appErrorEvent));
    });
    expect(bar()).toHaveAttribute('data-state', 'error');
  });

  it('after a new deployment, keeps link clicks from the client router (the browser loads the page)', async () => {
    versions = ['build-1', 'build-2'];
    // jsdom cannot load the page the browser would load in full; it says so on the console.
    const jsdomNavigation = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(<ShellBehaviour />);
    await act(() => jest.advanceTimersByTimeAsync(1000));
    clickLink('/produkte');
    expect(claimLinkClicks).toHaveBeenCalledTimes(1);
    navigateTo('/produkte', rerender);

    await act(() => jest.advanceTimersByTimeAsync(60_000));
    clickLink('/kontakte');
    expect(claimLinkClicks).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/version', { cache: 'no-store' });
    await act(() => jest.advanceTimersByTimeAsync(100));
    jsdomNavigation.mockRestore();
  });

  it('shows the loading bar for a navigation the router starts without a click (router.push)', async () => {
    const { rerender } = render(<ShellBehaviour />);
    await act(async () => {
      void window.fetch('/produkte?sort=name&_rsc=x1', { headers: { rsc: '1' } });
    });
    act(() => jest.advanceTimersByTime(200));
    expect(bar()).toHaveAttribute('data-state', 'loading');
    navigateTo('/produkte', rerender);
    expect(bar()).toHaveAttribute('data-progress', '100');
  });

  it('shows the error colour instead of reloading again when a chunk of the same page failed moments ago', () => {
    window.sessionStorage.setItem('clavis:chunk-reload', JSON.stringify({ path: '/', at: Date.now() - 2000 }));
    render(<ShellBehaviour />);
    const chunk = document.createElement('script');
    chunk.src = '/_next/static/chunks/0abc.js';
    document.head.append(chunk);
    act(() => {
      chunk.dispatchEvent(new Event('error'));
    });
    expect(bar()).toHaveAttribute('data-state', 'error');
    chunk.remove();
  });
});
