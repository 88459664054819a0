import { renderHook, waitFor } from '@testing-library/react';
import { extranetFixtures } from '../testing/extranetFixtures';
import { requestExtranetPageEarly, useExtranetPage } from './useExtranetPage';

/** jsdom has no fetch: the page's own, answering every request with the catalogue folder. */
function installFetch() {
  const requests: { url: string; authorization: string | null }[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input), authorization: (init?.headers as Record<string, string>)['authorization'] ?? null });
    return { ok: true, status: 200, json: async () => JSON.parse(JSON.stringify(extranetFixtures.catalogueFolder)) as unknown };
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return requests;
}

describe('useExtranetPage with a request started early', () => {
  const original = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = original;
  });

  it('takes the request started with the token before it mounted, instead of asking again', async () => {
    const requests = installFetch();
    requestExtranetPageEarly({ locale: 'de', path: 'kataloge/price-lists', accessToken: 'token-1' });
    expect(requests).toEqual([{ url: '/api/extranet/de/kataloge/price-lists', authorization: 'Bearer token-1' }]);
    const { result } = renderHook(() => useExtranetPage({ locale: 'de', path: 'kataloge/price-lists', accessToken: 'token-1' }));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(requests).toHaveLength(1);
  });

  it('asks again for another page or with another token, and takes an early request once only', async () => {
    const requests = installFetch();
    requestExtranetPageEarly({ locale: 'de', path: 'kataloge/price-lists', accessToken: 'token-1' });
    const other = renderHook(() => useExtranetPage({ locale: 'de', path: 'kataloge', accessToken: 'token-1' }));
    const renewed = renderHook(() => useExtranetPage({ locale: 'de', path: 'kataloge/price-lists', accessToken: 'token-2' }));
    const first = renderHook(() => useExtranetPage({ locale: 'de', path: 'kataloge/price-lists', accessToken: 'token-1' }));
    const second = renderHook(() => useExtranetPage({ locale: 'de', path: 'kataloge/price-lists', accessToken: 'token-1' }));
    for (const hook of [other, renewed, first, second]) await waitFor(() => expect(hook.result.current.status).toBe('ready'));
    expect(requests.map(({ url, authorization }) => `${url} ${authorization}`)).toEqual([
      '/api/extranet/de/kataloge/price-lists Bearer token-1',
      '/api/extranet/de/kataloge Bearer token-1',
      '/api/extranet/de/kataloge/price-lists Bearer token-2',
      '/api/extranet/de/kataloge/price-lists Bearer token-1',
    ]);
  });
});
