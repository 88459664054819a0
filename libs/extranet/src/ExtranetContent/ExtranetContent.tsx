'use client';
import { DownloadsSkeleton, GenericSkeleton, loadingTemplateFor } from '@clavis/blocks';
import { intlStartSettled, startIntlOffThread } from '@clavis/design-system';
import { EAGER_MESSAGES, loadMessages } from '@clavis/i18n-routing/messages';
import type { LocaleCode, RouteName } from '@clavis/i18n-routing';
import { startTransition, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { loadedExtranetView, loadExtranetView, type ExtranetAreaView } from '../ExtranetView/loadExtranetView';
import { extranetViewArea } from '../ExtranetView/extranetViewArea';
import type { ExtranetPayload } from '../payload';
import { bloksIn, loadBlocks, loadedBlocks } from '../shared/blockRegistry';
import { extranetContext, extranetIntl } from '../shared/extranetContext';
import { extranetDocumentTitle, useDocumentTitle } from './documentTitle';
import { ExtranetStatus } from './ExtranetStatus';
import { useExtranetPage } from './useExtranetPage';

/** The signed-in partner, as the login's guard hands it over. */
export interface ExtranetContentUser {
  sub: string;
  name?: string;
  email?: string;
  groups: string[];
}

export interface ExtranetContentProps {
  locale: LocaleCode;
  /** The bare route name (DESIGN.md section 5), e.g. `extranet-catalogues-folder`. */
  route: RouteName;
  /** The page's path below `/extranet` (`kataloge/price-lists`, '' for the home). */
  path: string;
  /** The access token sent as `Authorization: Bearer`. */
  accessToken: string;
  user: ExtranetContentUser;
  /** Shown when the API refuses the token (401); @default the extranet's own 401 screen */
  unauthorized?: ReactNode;
  /** The loading state; @default the route's skeleton from `@clavis/blocks` (the shell passes the one it painted first) */
  skeleton?: ReactNode;
  /**
   * Told, before the browser paints, whether the content is loading (the skeleton's turn) or shown
   * (a view or a status screen): a page that holds the content's place itself (`skeleton={null}`)
   * lets go of it in the same frame as the content comes.
   */
  onLoadingChange?: (loading: boolean) => void;
  /** @default globalThis.fetch (tests pass their own) */
  fetch?: typeof fetch;
}

/** The locale's extranet home (`/extranet`, `/en/extranet`): the current URL up to its `/extranet`. */
function extranetHome(): string {
  if (typeof window === 'undefined') return '/extranet';
  const { pathname } = window.location;
  const at = pathname.indexOf('/extranet');
  return at === -1 ? '/extranet' : `${pathname.slice(0, at)}/extranet`;
}

/**
 * The content of an extranet page, in the browser: fetched from `/api/extranet/{locale}/{path}`
 * with the partner's token, a skeleton while it loads (or what the partner saw of it before in this
 * tab), the 401/403/404/error screens, then the feature view of its route in the public site's
 * templates and blocks. The document title names the area at once, and the page once it is known.
 */
export function ExtranetContent({ locale, route, path, accessToken, user, unauthorized, skeleton, onLoadingChange, fetch }: ExtranetContentProps) {
  const [messages, setMessages] = useState<Record<string, string> | undefined>(EAGER_MESSAGES[locale]);
  useEffect(() => {
    let current = true;
    if (!EAGER_MESSAGES[locale]) void loadMessages(locale).then((loaded) => current && startTransition(() => setMessages(loaded)));
    return () => {
      current = false;
    };
  }, [locale]);
  const state = useExtranetPage({ locale, path, accessToken, holder: user.sub, ...(fetch ? { fetch } : {}) });
  const intlStarted = useIntlStartedOffThread(locale);
  const View = useAreaView(route);
  const market = state.status === 'ready' ? state.payload.market : 'global';
  const storySlug = state.status === 'ready' ? state.payload.story?.full_slug : undefined;
  // One formatter for the page's locale: the context changes with the story, the formatter not.
  const intl = useMemo(() => (messages && intlStarted ? extranetIntl({ locale, messages }) : null), [locale, messages, intlStarted]);
  const context = useMemo(
    () => (messages && intl ? extranetContext({ market, locale, messages, intl, ...(storySlug ? { storySlug } : {}) }) : null),
    [market, locale, messages, intl, storySlug],
  );
  useDocumentTitle(context ? extranetDocumentTitle(context.intl, route, state) : null);
  const payload = state.status === 'ready' ? state.payload : null;
  const blocks = useBlocksFor(payload);
  const failed = View === 'failed' || blocks === 'failed';
  const loading = !failed && (!context || state.status === 'loading' || (state.status === 'ready' && (!View || blocks === 'loading')));
  useLayoutEffect(() => onLoadingChange?.(loading), [onLoadingChange, loading]);
  // The same element while its inputs hold: a render of this component for anything else (the page
  // around it letting go of its placeholder, a renewed token) does not render the whole view again.
  const { groups } = user;
  const view = useMemo(
    () => (payload && context && View && View !== 'failed' ? <View payload={payload} context={context} accessToken={accessToken} groups={groups} /> : null),
    [View, payload, context, accessToken, groups],
  );

  if (failed) return context ? <ExtranetStatus code={500} homeHref={extranetHome()} intl={context.intl} /> : null;
  if (loading) {
    if (skeleton !== undefined) return skeleton;
    // A plain message, read as it is: the skeleton does not wait for the formatter.
    const label = messages?.['common.loading'] ?? '…';
    return loadingTemplateFor(route) === 'downloads-skeleton' ? <DownloadsSkeleton label={label} /> : <GenericSkeleton label={label} />;
  }
  // Not loading: the context, the answer and (for a ready page) its view are here.
  if (!context || state.status === 'loading') return null;
  if (state.status === 'error' && state.code === 401 && unauthorized !== undefined) return unauthorized;
  if (state.status === 'error') return <ExtranetStatus code={state.code} homeHref={extranetHome()} intl={context.intl} />;
  return view;
}

const NO_BLOKS: ReadonlySet<string> = new Set();

/**
 * Whether the answer's bloks can render: at once when it has none or the page has their blocks,
 * else once their chunks are here ('failed' if one cannot come; the next answer with bloks tries
 * again).
 */
function useBlocksFor(payload: ExtranetPayload | null): 'ready' | 'loading' | 'failed' {
  const components = payload === null ? NO_BLOKS : bloksIn(payload);
  const known = loadedBlocks(components) !== undefined;
  // The load's outcome for the answer it was made for; a success is then `known` on this render.
  const [settled, setSettled] = useState<{ payload: ExtranetPayload; failed: boolean } | null>(null);
  useEffect(() => {
    if (!payload || known) return undefined;
    let current = true;
    // As a transition, like the view's chunk and the answer.
    loadBlocks(components).then(
      () => current && startTransition(() => setSettled({ payload, failed: false })),
      () => current && startTransition(() => setSettled({ payload, failed: true })),
    );
    return () => {
      current = false;
    };
  }, [payload, components, known]);
  if (known) return 'ready';
  return settled?.payload === payload && settled.failed ? 'failed' : 'loading';
}

/**
 * Whether the browser's Intl has been started off the main thread for the locale (or could not be):
 * the page's first formatter on a cold Intl is a task of 50-80 ms on a desktop CPU (ICU's start), so
 * the content waits for the worker's answer instead, at most its deadline.
 */
function useIntlStartedOffThread(locale: LocaleCode): boolean {
  const known = intlStartSettled(locale);
  const [startedLocale, setStartedLocale] = useState<LocaleCode | null>(null);
  useEffect(() => {
    if (known) return undefined;
    let current = true;
    void startIntlOffThread(locale).then(() => current && startTransition(() => setStartedLocale(locale)));
    return () => {
      current = false;
    };
  }, [known, locale]);
  return known || startedLocale === locale;
}

/** The view of the route's area: at once when this page has loaded it, else once its chunk is here ('failed' if it cannot come). */
function useAreaView(route: RouteName): ExtranetAreaView | 'failed' | undefined {
  const area = extranetViewArea(route);
  const [loaded, setLoaded] = useState<{ area: string; view: ExtranetAreaView | 'failed' } | null>(null);
  const known = loadedExtranetView(route);
  useEffect(() => {
    if (known) return undefined;
    let current = true;
    // Whichever comes last, the view's chunk or the page's data, renders the content: as a
    // transition, like the answer (useExtranetPage).
    loadExtranetView(route).then(
      (view) => current && startTransition(() => setLoaded({ area, view })),
      () => current && startTransition(() => setLoaded({ area, view: 'failed' })),
    );
    return () => {
      current = false;
    };
  }, [area, known, route]);
  return known ?? (loaded?.area === area ? loaded.view : undefined);
}
