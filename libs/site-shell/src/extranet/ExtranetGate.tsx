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
import { matchPath, type LocaleCode, type Market } from '@clavis/i18n-routing';
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
 * What the page the partner opened needs, started from the gate's first render in the browser
 * (as the page hydrates) with the address bar's URL, rather than from effects after the renders
 * that follow hydration: the view's chunks and the formatter's worker, each in a task of its own
 * (scripts added: 5-20 ms; a worker started: 8-52 ms), and the page's data, asked for with the token
 * as soon as the client has it, before the session renders the content (which takes that request).
 * Once per page load, for the URL it was loaded with, and the data only when the partner's groups open it.
 * Later pages of the shell ask for theirs as they mount. Returns the way to call off what has not
 * started yet.
 */
function startPageEarly({ market, locale }: { market: Market; locale: LocaleCode }): () => void {
  const { pathname } = window.location;
  const route = matchPath({ market, pathname })?.route;
  if (!route) return () => undefined;
  const stopView = inTaskOfItsOwn(() => preloadExtranetView(route));
  // The formatter's worker answers 50-200 ms after its start, and the content waits for it.
  const stopIntl = inTaskOfItsOwn(() => warmExtranetIntl(locale));
  const group = requiredGroupFor(route);
  let requested = false;
  const listening = { stop: () => undefined as void };
  listening.stop = onSignedIn(({ accessToken, user }) => {
    if (requested) return;
    requested = true;
    listening.stop();
    if (user.groups.includes(group)) requestExtranetPageEarly({ locale, path: pathBelowExtranet(pathname), accessToken });
  });
  // Told at once (the client had a token already), before `onSignedIn` returned its way to stop.
  if (requested) listening.stop();
  return () => {
    stopView();
    stopIntl();
    listening.stop();
  };
}

/** `startPageEarly` from the gate's first render in the browser, called off if the gate unmounts first. */
function usePageStartedEarly({ market, locale }: { market: Market; locale: LocaleCode }) {
  const stop = useRef<(() => void) | null>(null);
  if (stop.current === null && typeof window !== 'undefined') stop.current = startPageEarly({ market, locale });
  useEffect(() => {
    // Mounted again (React's development checks unmount and mount once more): started again.
    stop.current ??= startPageEarly({ market, locale });
    return () => {
      stop.current?.();
      stop.current = null;
    };
  }, [market, locale]);
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
  usePageStartedEarly({ market, locale });
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
