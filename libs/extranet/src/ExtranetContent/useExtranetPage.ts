import type { LocaleCode } from '@clavis/i18n-routing';
import { useEffect, useRef, useState } from 'react';
import type { ExtranetPayload } from '../payload';

export type ExtranetPageState =
  | { status: 'loading' }
  | { status: 'ready'; payload: ExtranetPayload }
  /** 401, 403, 404, or 500 for anything else (the network included). */
  | { status: 'error'; code: number };

/** `/api/extranet/de`, `/api/extranet/de/kataloge/price-lists`. */
export function extranetApiPath(locale: LocaleCode, path: string): string {
  const below = path.replace(/^\/+|\/+$/g, '');
  return `/api/extranet/${locale}${below ? `/${below.split('/').map(encodeURIComponent).join('/')}` : ''}`;
}

/**
 * The API's answer for one extranet page, with the bearer token. A renewed token does not fetch
 * again (the next page uses it); a new page aborts the request of the one before.
 */
export function useExtranetPage({ locale, path, accessToken, fetch: fetchImpl }: { locale: LocaleCode; path: string; accessToken: string; fetch?: typeof fetch }): ExtranetPageState {
  const [state, setState] = useState<ExtranetPageState>({ status: 'loading' });
  const token = useRef(accessToken);
  token.current = accessToken;

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    (fetchImpl ?? fetch)(extranetApiPath(locale, path), {
      headers: { authorization: `Bearer ${token.current}`, accept: 'application/json' },
      signal: controller.signal,
      cache: 'no-store',
    })
      .then(async (response) => {
        if (!response.ok) {
          setState({ status: 'error', code: [401, 403, 404].includes(response.status) ? response.status : 500 });
          return;
        }
        setState({ status: 'ready', payload: (await response.json()) as ExtranetPayload });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error', code: 500 });
      });
    return () => controller.abort();
  }, [locale, path, fetchImpl]);

  return state;
}
