'use client';
import { onSignedIn, RequireSession, yieldToMain } from '@clavis/auth/client';
import {
  areaOfRoute,
  ExtranetContent,
  ExtranetPlaceholder,
  preloadExtranetView,
  requestExtranetPageEarly,
  skeletonOfPath,
  warmExtranetIntl,
  type ExtranetSkeletonTable,
} from '@clavis/extranet';
import { matchPath, type LocaleCode, type Market, type RouteName } from '@clavis/i18n-routing';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ErrorScreen } from '../errors/ErrorScreen';
import { SessionLost } from './ExtranetFrame';
import { backToHomeTarget } from '../paths/homeTarget';
import type { ErrorTexts } from '../errors/screens';
import { useAddressBarPath } from './addressBarPath';
import { DocumentTitle } from './DocumentTitle';
import { requiredGroupFor } from './extranetAreas';

export interface ExtranetGateProps {
  market: Market;
  locale: LocaleCode;
  texts: {
    loading: string;
    forbidden: ErrorTexts;
    /** The document title of the 403 screen. */
    forbiddenTitle: string;
    /** The document title of each area (by its index route) while its page loads. */
    areaTitles: Readonly<Record<string, string>>;
  };
  /** The locale's skeleton kinds by URL (`extranetSkeletonTable`). */
  skeletons: ExtranetSkeletonTable;
}

/** The path below `/extranet`: `''` for the extranet home. */
function pathBelowExtranet(pathname: string): string {
  const at = pathname.indexOf('/extranet');
  return at < 0 ? '' : pathname.slice(at + '/extranet'.length);
}

/**
 * The content region never paints shorter than it was while its page loaded: when the content
 * comes in shorter than its skeleton, the pre-footer and footer below stay where they were painted
 * (a ResizeObserver runs after layout and before paint). Busy again (another page), it lets go.
 */
function useSteadyRegion() {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = region.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    let held = 0;
    const observer = new ResizeObserver(() => {
      if (element.querySelector('[aria-busy="true"]')) {
        element.style.minHeight = '';
        held = element.getBoundingClientRect().height;
      } else if (held > 0) {
        element.style.minHeight = `${held}px`;
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return region;
}

/** Runs `work` in a new task of the main thread; the returned cleanup cancels it if it has not run yet. */
function inTaskOfItsOwn(work: () => void): () => void {
  let current = true;
  void yieldToMain().then(() => {
    if (current) work();
  });
  return () => {
    current = false;
  };
}

/**
 * The data of the page the partner opened is asked for with the token as soon as the client has
 * it, before the session renders the content (which takes that request); once per page load, for
 * the URL it was loaded with and only when the partner's groups open it. Later pages of the shell
 * ask for theirs as they mount.
 */
function useEarlyDataRequest({ locale, pathname, route }: { locale: LocaleCode; pathname: string | null; route: RouteName | undefined }) {
  const requested = useRef(false);
  useEffect(() => {
    if (requested.current || !pathname || !route) return undefined;
    const group = requiredGroupFor(route);
    return onSignedIn(({ accessToken, user }) => {
      if (requested.current) return;
      requested.current = true;
      if (user.groups.includes(group)) requestExtranetPageEarly({ locale, path: pathBelowExtranet(pathname), accessToken });
    });
  }, [locale, pathname, route]);
}

/** Rendered in place of the content (the 403 screen): the placeholder goes before it is painted. */
function InsteadOfContent({ onShown, children }: { onShown: (shown: boolean) => void; children: ReactNode }) {
  useLayoutEffect(() => {
    onShown(true);
    return () => onShown(false);
  }, [onShown]);
  return children;
}

/**
 * The guard of every extranet page (DESIGN.md section 6): the skeleton of the URL's content while
 * the session is found out and the content loads, the login for an anonymous visitor (back to this
 * URL), 401 when the session could not be renewed or the API refuses its token (the frame's
 * screen, on the empty layout), 403 without the area's group, else the page's content.
 *
 * The skeleton is the shell's own placeholder, the one its inline script showed before any script
 * ran: the same elements from the first paint until the content replaces them in one frame, never
 * removed and painted again as the page hydrates, the session comes and the data is requested.
 */
export function ExtranetGate({ market, locale, texts, skeletons }: ExtranetGateProps) {
  const region = useSteadyRegion();
  const pathname = useAddressBarPath();
  const match = pathname ? matchPath({ market, pathname }) : null;
  const route = match?.route;
  // The page's view and formatter are made while the session is checked and its data requested,
  // not in the task that renders the content after them; each in a task of its own, not in the one
  // that hydrates the page and runs its effects (the view's chunks are added as scripts: 5-20 ms).
  useEffect(() => inTaskOfItsOwn(() => route && preloadExtranetView(route)), [route]);
  useEffect(() => inTaskOfItsOwn(() => warmExtranetIntl(locale)), [locale]);
  useEarlyDataRequest({ locale, pathname, route });
  const [contentShown, setContentShown] = useState(false);
  const onLoadingChange = useCallback((loading: boolean) => setContentShown(!loading), []);
  const kind = pathname ? skeletonOfPath(skeletons, pathname) : undefined;
  const placeholder = contentShown ? null : <ExtranetPlaceholder table={skeletons} label={texts.loading} kind={kind} />;
  if (!pathname || !match) {
    return (
      <div ref={region} data-extranet-region="">
        {placeholder}
        {null}
      </div>
    );
  }
  const areaTitle = texts.areaTitles[areaOfRoute(match.route)?.route ?? 'extranet'];
  const back = {
    href: backToHomeTarget({ market, locale: match.locale, pathname }),
    label: texts.forbidden.backLabel,
  };
  return (
    <div ref={region} data-extranet-region="">
      {placeholder}
      <RequireSession
        requiredGroup={requiredGroupFor(match.route)}
        loading={areaTitle ? <DocumentTitle title={areaTitle} /> : null}
        unauthorized={<SessionLost />}
        forbidden={
          <InsteadOfContent onShown={setContentShown}>
            <DocumentTitle title={texts.forbiddenTitle} />
            <ErrorScreen
              status={403}
              title={texts.forbidden.title}
              description={texts.forbidden.description}
              back={back}
              inLayout
            />
          </InsteadOfContent>
        }
      >
        {({ accessToken, user }) => (
          <ExtranetContent
            locale={locale}
            route={match.route}
            path={pathBelowExtranet(pathname)}
            accessToken={accessToken}
            user={user}
            unauthorized={<SessionLost />}
            skeleton={null}
            onLoadingChange={onLoadingChange}
          />
        )}
      </RequireSession>
    </div>
  );
}
