import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { ExtranetGate } from './ExtranetGate';

const route = { pathname: '/extranet/fotogalerie' };
/** Whether the mocked content has its answer (else it is loading, as ExtranetContent with skeleton={null}: nothing). */
const content = { ready: true };
jest.mock('next/navigation', () => ({ usePathname: () => route.pathname }));
/** The client's signed-in listeners (`onSignedIn`): a test signs in by calling them. */
type MockSignedIn = { accessToken: string; user: { sub: string; groups: string[] } };
/** `latest`: a token the client had before a listener came, told to it at once (as `onSignedIn` does). */
const mockSignedIn = { listeners: new Set<(signedIn: MockSignedIn) => void>(), latest: null as MockSignedIn | null };
jest.mock('@clavis/auth/client', () => ({
  RequireSession: ({ children }: { children: (session: { accessToken: string; user: unknown }) => React.ReactNode }) =>
    children({ accessToken: 'token-1', user: { sub: 'bu-italia-1', groups: ['partner', 'bu-italy'] } }),
  yieldToMain: jest.requireActual('@clavis/auth/client').yieldToMain,
  onSignedIn: (listener: (signedIn: MockSignedIn) => void) => {
    mockSignedIn.listeners.add(listener);
    if (mockSignedIn.latest) listener(mockSignedIn.latest);
    return () => mockSignedIn.listeners.delete(listener);
  },
}));
const mockRequestExtranetPageEarly = jest.fn();
const mockPreloadExtranetView = jest.fn();
const mockWarmExtranetIntl = jest.fn();
jest.mock('@clavis/extranet', () => ({
  ExtranetContent: function Content({ route: name, path, onLoadingChange }: { route: string; path: string; onLoadingChange?: (loading: boolean) => void }) {
    const loading = !content.ready;
    useLayoutEffect(() => onLoadingChange?.(loading), [onLoadingChange, loading]);
    return loading ? null : <p data-testid="content">{`${name} ${path}`}</p>;
  },
  ExtranetPlaceholder: ({ kind }: { kind?: string }) => <p aria-busy="true" data-testid="placeholder">{kind}</p>,
  skeletonOfPath: () => 'cards',
  areaOfRoute: () => null,
  preloadExtranetView: (route: string) => mockPreloadExtranetView(route),
  warmExtranetIntl: (locale: string) => mockWarmExtranetIntl(locale),
  requestExtranetPageEarly: (input: unknown) => mockRequestExtranetPageEarly(input),
}));

const texts = {
  loading: 'Wird geladen…',
  forbidden: { title: 'Kein Zugriff', description: 'Sie haben keinen Zugriff auf diese Seite', backLabel: 'Zurück zur Startseite' },
  forbiddenTitle: 'Kein Zugriff | Extranet | Clavis',
  areaTitles: {},
};
const shell = { skeletons: [] };

function signIn(accessToken: string, groups: string[]) {
  act(() => {
    for (const listener of [...mockSignedIn.listeners]) listener({ accessToken, user: { sub: 'partner-1', groups } });
  });
}

function navigate(pathname: string, rerender: (ui: React.ReactElement) => void) {
  route.pathname = pathname;
  rerender(<ExtranetGate market="germany" locale="de" texts={texts} {...shell} />);
  window.history.pushState(null, '', pathname);
}

describe('ExtranetGate', () => {
  beforeEach(() => {
    content.ready = true;
  });

  it('keeps the placeholder the shell painted until the content replaces it, then lets it go', () => {
    content.ready = false;
    route.pathname = '/extranet/fotogalerie';
    window.history.replaceState(null, '', route.pathname);
    const { rerender } = render(<ExtranetGate market="germany" locale="de" texts={texts} {...shell} />);
    const painted = screen.getByTestId('placeholder');
    expect(painted).toHaveTextContent('cards');
    expect(screen.queryByTestId('content')).toBeNull();
    // Another render while loading (the session, the data on its way): the same element, not a new one.
    act(() => rerender(<ExtranetGate market="germany" locale="de" texts={texts} {...shell} />));
    expect(screen.getByTestId('placeholder')).toBe(painted);

    content.ready = true;
    act(() => rerender(<ExtranetGate market="germany" locale="de" texts={texts} {...shell} />));
    expect(screen.getByTestId('content')).toHaveTextContent('extranet-photo-gallery /fotogalerie');
    expect(screen.queryByTestId('placeholder')).toBeNull();
    expect(painted.isConnected).toBe(false);
  });

  it('follows a client-side navigation to another page of the same shell', () => {
    route.pathname = '/extranet/fotogalerie';
    window.history.replaceState(null, '', route.pathname);
    const { rerender } = render(<ExtranetGate market="germany" locale="de" texts={texts} {...shell} />);
    expect(screen.getByTestId('content')).toHaveTextContent('extranet-photo-gallery /fotogalerie');

    // next/link to a sub-folder: the shell page stays mounted, the router's pathname changes in the
    // render and the address bar only after it (Next pushes the history entry in the commit).
    navigate('/extranet/fotogalerie/fairs/2025', rerender);
    expect(screen.getByTestId('content')).toHaveTextContent('extranet-photo-gallery-category /fotogalerie/fairs/2025');

    navigate('/extranet/produkte/keys/dimple/high-security', rerender);
    expect(screen.getByTestId('content')).toHaveTextContent('extranet-products-category /produkte/keys/dimple/high-security');
  });

  describe("the page's data, asked for with the token", () => {
    beforeEach(() => {
      mockRequestExtranetPageEarly.mockClear();
      mockSignedIn.listeners.clear();
    });

    it('is asked for once per page load, for the URL it was loaded with, as soon as the client has the token', () => {
      route.pathname = '/extranet/fotogalerie/fairs';
      window.history.replaceState(null, '', route.pathname);
      const { rerender } = render(<ExtranetGate market="germany" locale="de" texts={texts} {...shell} />);
      expect(mockRequestExtranetPageEarly).not.toHaveBeenCalled();
      signIn('token-1', ['partner']);
      expect(mockRequestExtranetPageEarly).toHaveBeenCalledWith({ locale: 'de', path: '/fotogalerie/fairs', accessToken: 'token-1' });
      // A renewed token, another page of the shell: their content asks for itself as it mounts.
      signIn('token-2', ['partner']);
      navigate('/extranet/produkte/keys', rerender);
      signIn('token-3', ['partner']);
      expect(mockRequestExtranetPageEarly).toHaveBeenCalledTimes(1);
      expect(mockSignedIn.listeners.size).toBe(0);
    });

    it('is asked for the address bar’s URL from the first render, while the router still has the shell’s own path', () => {
      // The prerendered shell hydrates with its own path; the browser's URL is the partner's page.
      route.pathname = '/de/extranet-shell/generic';
      window.history.replaceState(null, '', '/extranet/kataloge/price-lists');
      render(<ExtranetGate market="germany" locale="de" texts={texts} {...shell} />);
      signIn('token-1', ['partner']);
      expect(mockRequestExtranetPageEarly).toHaveBeenCalledWith({ locale: 'de', path: '/kataloge/price-lists', accessToken: 'token-1' });
    });

    it('is asked for at once when the client had the token before the page rendered', () => {
      route.pathname = '/extranet/fotogalerie/fairs';
      window.history.replaceState(null, '', route.pathname);
      mockSignedIn.latest = { accessToken: 'token-0', user: { sub: 'partner-1', groups: ['partner'] } };
      render(<ExtranetGate market="germany" locale="de" texts={texts} {...shell} />);
      mockSignedIn.latest = null;
      expect(mockRequestExtranetPageEarly).toHaveBeenCalledTimes(1);
      expect(mockRequestExtranetPageEarly).toHaveBeenCalledWith({ locale: 'de', path: '/fotogalerie/fairs', accessToken: 'token-0' });
      expect(mockSignedIn.listeners.size).toBe(0);
    });

    it('is not asked for where the partner’s groups do not open the page', () => {
      route.pathname = '/extranet/documentazione-per-bu-italia';
      window.history.replaceState(null, '', route.pathname);
      render(<ExtranetGate market="germany" locale="de" texts={texts} {...shell} />);
      signIn('token-1', ['partner']);
      expect(mockRequestExtranetPageEarly).not.toHaveBeenCalled();
    });

    it('is asked for the BU Italia documentation with a token of its group', () => {
      route.pathname = '/extranet/documentazione-per-bu-italia';
      window.history.replaceState(null, '', route.pathname);
      render(<ExtranetGate market="germany" locale="de" texts={texts} {...shell} />);
      signIn('token-1', ['partner', 'bu-italy']);
      expect(mockRequestExtranetPageEarly).toHaveBeenCalledWith({ locale: 'de', path: '/documentazione-per-bu-italia', accessToken: 'token-1' });
    });
  });

  describe('the view and the formatting, started ahead', () => {
    beforeEach(() => {
      jest.useFakeTimers();
      mockPreloadExtranetView.mockClear();
      mockWarmExtranetIntl.mockClear();
      mockRequestExtranetPageEarly.mockClear();
      route.pathname = '/extranet/fotogalerie';
      window.history.replaceState(null, '', route.pathname);
    });
    afterEach(() => jest.useRealTimers());

    it('start in a task after the one that mounts the page, not in it, before the session is known', async () => {
      render(<ExtranetGate market="germany" locale="de" texts={texts} {...shell} />);
      expect(mockPreloadExtranetView).not.toHaveBeenCalled();
      expect(mockWarmExtranetIntl).not.toHaveBeenCalled();
      await act(async () => {
        await jest.runOnlyPendingTimersAsync();
      });
      expect(mockPreloadExtranetView).toHaveBeenCalledWith('extranet-photo-gallery');
      // The content waits for the formatter's worker: started while the silent check runs, it has
      // answered by the time the data comes.
      expect(mockWarmExtranetIntl).toHaveBeenCalledWith('de');
      expect(mockRequestExtranetPageEarly).not.toHaveBeenCalled();
    });

    it('do not start for a page left before their task ran', async () => {
      const { unmount } = render(<ExtranetGate market="germany" locale="de" texts={texts} {...shell} />);
      signIn('token-1', ['partner']);
      unmount();
      await act(async () => {
        await jest.runOnlyPendingTimersAsync();
      });
      expect(mockPreloadExtranetView).not.toHaveBeenCalled();
      expect(mockWarmExtranetIntl).not.toHaveBeenCalled();
    });
  });
});
