import type { LocaleCode } from '@clavis/i18n-routing';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
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

/** The prefix of the tab's kept answers (sessionStorage), one per partner and page. */
const KEPT_PREFIX = 'clavis.extranet:';

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage blocked by the browser's settings: nothing is kept.
    return null;
  }
}

/** A kept answer: as stored (to tell the current answer from it) and read. */
interface KeptAnswer {
  text: string;
  payload: ExtranetPayload;
}

function keptAnswer(key: string | null): KeptAnswer | null {
  if (!key) return null;
  try {
    const text = sessionStore()?.getItem(key);
    return text ? { text, payload: JSON.parse(text) as ExtranetPayload } : null;
  } catch {
    return null;
  }
}

function keep(key: string | null, text: string | null): void {
  if (!key) return;
  try {
    const store = sessionStore();
    if (text) store?.setItem(key, text);
    else store?.removeItem(key);
  } catch {
    // A full or blocked storage keeps nothing; the page still shows.
  }
}

/** The request of the page the partner opened, started before the page rendered its content. */
let early: { apiPath: string; accessToken: string; response: Promise<Response> } | null = null;

function requestPage(apiPath: string, accessToken: string, init: RequestInit = {}, fetchImpl: typeof fetch = fetch): Promise<Response> {
  return fetchImpl(apiPath, { ...init, headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' }, cache: 'no-store' });
}

/**
 * Starts the API request of an extranet page with the partner's token as soon as the token is
 * known, before the page has rendered the session and mounted its content (which then takes this
 * request instead of making its own): on a page load, the data comes a few renders sooner.
 */
export function requestExtranetPageEarly({ locale, path, accessToken }: { locale: LocaleCode; path: string; accessToken: string }): void {
  const apiPath = extranetApiPath(locale, path);
  if (early?.apiPath === apiPath && early.accessToken === accessToken) return;
  const response = requestPage(apiPath, accessToken);
  // Its failure is the content's to show when it takes it; not an unhandled rejection meanwhile.
  response.catch(() => undefined);
  early = { apiPath, accessToken, response };
}

/** The early request of this page with this token, once: the content that takes it reads its body. */
function takeEarlyRequest(apiPath: string, accessToken: string): Promise<Response> | null {
  if (early?.apiPath !== apiPath || early.accessToken !== accessToken) return null;
  const { response } = early;
  early = null;
  return response;
}

/** Forgets every page the tab kept for any partner (at logout, DESIGN.md section 6). */
export function clearKeptExtranetPages(): void {
  early = null;
  const store = sessionStore();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter((key): key is string => key?.startsWith(KEPT_PREFIX) === true);
  for (const key of keys) store.removeItem(key);
}

export interface UseExtranetPageInput {
  locale: LocaleCode;
  path: string;
  accessToken: string;
  /** The partner (`sub`) whose answers the tab keeps for the back button and a revisit; none kept without it. */
  holder?: string;
  fetch?: typeof fetch;
}

/**
 * The API's answer for one extranet page, with the bearer token. What the partner saw of a page in
 * this tab (sessionStorage, per partner, cleared at logout) shows at once on a return to it, while
 * the request brings the current answer (with fresh download links); an answer the same as the
 * kept one (links are the same for half a minute) leaves the page as it is. A renewed token does not
 * fetch again (the next page uses it); a new page aborts the request of the one before.
 */
export function useExtranetPage({ locale, path, accessToken, holder, fetch: fetchImpl }: UseExtranetPageInput): ExtranetPageState {
  const apiPath = extranetApiPath(locale, path);
  const key = holder ? `${KEPT_PREFIX}${holder}:${apiPath}` : null;
  const [answer, setAnswer] = useState<{ apiPath: string; state: ExtranetPageState } | null>(null);
  const kept = useMemo(() => keptAnswer(key), [key]);
  const token = useRef(accessToken);
  token.current = accessToken;

  useEffect(() => {
    const controller = new AbortController();
    // The answer renders as a transition: React yields to the browser every few milliseconds while
    // it builds the page's blocks, instead of holding the main thread for the whole view.
    const show = (next: { apiPath: string; state: ExtranetPageState }) => startTransition(() => setAnswer(next));
    const request = (!fetchImpl && takeEarlyRequest(apiPath, token.current)) || requestPage(apiPath, token.current, { signal: controller.signal }, fetchImpl);
    request
      .then(async (response) => {
        // An early request knows no signal: the page it was for may be gone.
        if (controller.signal.aborted) return;
        if (!response.ok) {
          keep(key, null);
          show({ apiPath, state: { status: 'error', code: [401, 403, 404].includes(response.status) ? response.status : 500 } });
          return;
        }
        const answered = (await response.json()) as ExtranetPayload;
        const text = JSON.stringify(answered);
        // The same answer as the one on screen: the same object, so nothing renders again.
        const payload = kept?.text === text ? kept.payload : answered;
        keep(key, text);
        show({ apiPath, state: { status: 'ready', payload } });
      })
      .catch(() => {
        if (!controller.signal.aborted) show({ apiPath, state: { status: 'error', code: 500 } });
      });
    return () => controller.abort();
    // `kept` changes with `key` only.
  }, [apiPath, key, kept, fetchImpl]);

  if (answer?.apiPath === apiPath) return answer.state;
  return kept ? { status: 'ready', payload: kept.payload } : { status: 'loading' };
}
