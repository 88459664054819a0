import { render, screen, waitFor } from '@testing-library/react';
import { extranetFixtures } from '../testing/extranetFixtures';
import { ExtranetContent } from './ExtranetContent';
import { clearKeptExtranetPages, extranetApiPath } from './useExtranetPage';

const user = { sub: 'user-bu-italia', email: 'bu-italia@clavis.example', groups: ['partner', 'bu-italy'] };

/** The API as the browser sees it (jsdom has no fetch): one answer per path, every request recorded. */
function api(answers: Record<string, { status: number; body: unknown }>) {
  const requests: { url: string; authorization: string | null }[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    requests.push({ url, authorization: (init?.headers as Record<string, string>)['authorization'] ?? null });
    const answer = answers[url] ?? { status: 404, body: { status: 404, error: 'Not found' } };
    return { ok: answer.status >= 200 && answer.status < 300, status: answer.status, json: async () => JSON.parse(JSON.stringify(answer.body)) as unknown };
  }) as unknown as typeof globalThis.fetch;
  return { fetch, requests };
}

describe('ExtranetContent', () => {
  // What a test's page showed is kept in the tab (sessionStorage) for the next one's return.
  beforeEach(() => sessionStorage.clear());

  it('asks the API for its page with the bearer token, shows a skeleton, then the view', async () => {
    const { fetch, requests } = api({ '/api/extranet/de/kataloge/price-lists': { status: 200, body: extranetFixtures.catalogueFolder } });
    render(<ExtranetContent locale="de" route="extranet-catalogues-folder" path="kataloge/price-lists" accessToken="token-1" user={user} fetch={fetch} />);
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Preislisten' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preislisten 2025' })).toHaveAttribute('href', '/extranet/kataloge/price-lists/catalogue-2025');
    expect(requests).toEqual([{ url: '/api/extranet/de/kataloge/price-lists', authorization: 'Bearer token-1' }]);
  });

  it.each([
    [403, 'Kein Zugriff', 'Sie haben keinen Zugriff auf diese Seite', true],
    [404, 'Seite nicht gefunden', 'Wir konnten die von Ihnen gesuchte Seite nicht finden', true],
    [401, 'Zugriff verweigert', null, false],
    [502, 'Ops! Diese Seite fehlt.', null, true],
  ])('shows the %i screen in the page language, its back button to the extranet home', async (status, title, description, back) => {
    const { fetch } = api({ '/api/extranet/de/documentazione-per-bu-italia': { status, body: { status, error: 'x' } } });
    render(<ExtranetContent locale="de" route="extranet-documentation-bu-italy" path="documentazione-per-bu-italia" accessToken="t" user={user} fetch={fetch} />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(title);
    if (description) expect(screen.getByText(description)).toBeInTheDocument();
    if (back) expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/extranet');
    else expect(screen.queryByRole('link', { name: 'Zurück zur Startseite' })).toBeNull();
  });

  it('names the area in the document title at once, and the page once its content is known', async () => {
    document.title = 'Extranet | Clavis';
    const { fetch } = api({
      '/api/extranet/de/kataloge/price-lists': { status: 200, body: extranetFixtures.catalogueFolder },
      '/api/extranet/de': { status: 200, body: extranetFixtures.home },
      '/api/extranet/de/documentazione-per-bu-italia': { status: 403, body: {} },
    });
    const { rerender } = render(<ExtranetContent locale="de" route="extranet-catalogues-folder" path="kataloge/price-lists" accessToken="t" user={user} fetch={fetch} />);
    expect(document.title).toBe('Kataloge | Extranet | Clavis');
    await screen.findByRole('heading', { level: 1, name: 'Preislisten' });
    expect(document.title).toBe('Preislisten | Kataloge | Extranet | Clavis');
    rerender(<ExtranetContent locale="de" route="extranet" path="" accessToken="t" user={user} fetch={fetch} />);
    await screen.findByRole('heading', { name: 'Partnerbereiche' });
    expect(document.title).toBe('Extranet | Clavis');
    rerender(<ExtranetContent locale="de" route="extranet-documentation-bu-italy" path="documentazione-per-bu-italia" accessToken="t" user={user} fetch={fetch} />);
    await screen.findByRole('heading', { level: 1, name: 'Kein Zugriff' });
    expect(document.title).toBe('Kein Zugriff | Extranet | Clavis');
  });

  it('hands a refused token (401) to the page when it says how to show one', async () => {
    const { fetch } = api({ '/api/extranet/de/kataloge': { status: 401, body: { status: 401, error: 'x' } } });
    render(<ExtranetContent locale="de" route="extranet-catalogues" path="kataloge" accessToken="t" user={user} fetch={fetch} unauthorized={<p>session lost</p>} />);
    expect(await screen.findByText('session lost')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('loads the messages of a locale that is not bundled (Italian)', async () => {
    const { fetch } = api({ '/api/extranet/it/cataloghi': { status: 403, body: {} } });
    render(<ExtranetContent locale="it" route="extranet-catalogues" path="cataloghi" accessToken="t" user={user} fetch={fetch} />);
    await waitFor(() => expect(screen.getByRole('link', { name: /Torna/ })).toBeInTheDocument());
  });

  it('names the API path of the home and of nested pages', () => {
    expect(extranetApiPath('de', '')).toBe('/api/extranet/de');
    expect(extranetApiPath('en', '/photo-gallery/fairs/2025/')).toBe('/api/extranet/en/photo-gallery/fairs/2025');
  });

  it('shows what the partner saw of a page at once on a return in the tab, then the current answer; another partner sees none of it; logout forgets it', async () => {
    const first = api({ '/api/extranet/de/kataloge/price-lists': { status: 200, body: extranetFixtures.catalogueFolder } });
    const { unmount } = render(<ExtranetContent locale="de" route="extranet-catalogues-folder" path="kataloge/price-lists" accessToken="t" user={user} fetch={first.fetch} />);
    await screen.findByRole('heading', { level: 1, name: 'Preislisten' });
    unmount();

    // The return: the page is there before the API answers (an answer that never comes).
    const never = (() => new Promise(() => undefined)) as unknown as typeof fetch;
    const again = render(<ExtranetContent locale="de" route="extranet-catalogues-folder" path="kataloge/price-lists" accessToken="t" user={user} fetch={never} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Preislisten' })).toBeInTheDocument();
    again.unmount();

    const other = render(<ExtranetContent locale="de" route="extranet-catalogues-folder" path="kataloge/price-lists" accessToken="t" user={{ ...user, sub: 'user-partner' }} fetch={never} />);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    other.unmount();

    clearKeptExtranetPages();
    render(<ExtranetContent locale="de" route="extranet-catalogues-folder" path="kataloge/price-lists" accessToken="t" user={user} fetch={never} />);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen…');
  });
});
