import { render, screen } from '@testing-library/react';
import { ExtranetGate } from './ExtranetGate';

const route = { pathname: '/extranet/fotogalerie' };
jest.mock('next/navigation', () => ({ usePathname: () => route.pathname }));
jest.mock('@clavis/auth/client', () => ({
  RequireSession: ({ children }: { children: (session: { accessToken: string; user: unknown }) => React.ReactNode }) =>
    children({ accessToken: 'token-1', user: { sub: 'bu-italia-1', groups: ['partner', 'bu-italy'] } }),
}));
jest.mock('@clavis/extranet', () => ({
  ExtranetContent: ({ route: name, path }: { route: string; path: string }) => <p data-testid="content">{`${name} ${path}`}</p>,
  ExtranetSkeleton: ({ kind }: { kind: string }) => <p aria-busy="true">{kind}</p>,
  skeletonOfPath: () => 'cards',
  areaOfRoute: () => null,
  preloadExtranetView: () => undefined,
}));

const texts = {
  loading: 'Wird geladen…',
  forbidden: { title: 'Kein Zugriff', description: 'Sie haben keinen Zugriff auf diese Seite', backLabel: 'Zurück zur Startseite' },
  forbiddenTitle: 'Kein Zugriff | Extranet | Clavis',
  areaTitles: {},
};
const shell = { skeletons: [], placeholder: <p>placeholder</p> };

function navigate(pathname: string, rerender: (ui: React.ReactElement) => void) {
  route.pathname = pathname;
  rerender(<ExtranetGate market="germany" locale="de" texts={texts} {...shell} />);
  window.history.pushState(null, '', pathname);
}

describe('ExtranetGate', () => {
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
});
