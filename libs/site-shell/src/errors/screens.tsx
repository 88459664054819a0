'use client';
// The parts of the error screens that need the browser's route: the visitor's path and the way
// back home. Their texts arrive already formatted (the server formats every message), so no
// message catalogue or formatter ships to the browser; reading the route params keeps every page
// static.
import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useParams, usePathname } from 'next/navigation';
import type { LocaleCode } from '@clavis/i18n-routing';
import { siteMarket } from '../config/market';
import { signalAppError } from '../shellBehaviour/appError';
import { shellConstants } from '../shellBehaviour/constants';
import { isChunkLoadError, reloadForFailedChunk } from '../shellBehaviour/reloadGuard';
import { ErrorScreen } from './ErrorScreen';
import { backToHomeTarget } from '../paths/homeTarget';
import { notFoundPath } from '../paths/notFoundPath';

/** An error screen's formatted texts. */
export interface ErrorTexts {
  title: string;
  description: string;
  backLabel: string;
}

/** The 404 texts, with both details: 'Page not found: {path}' and 'Page Not Found: {path}'. */
export interface NotFoundTexts extends ErrorTexts {
  noRoute: string;
  invalid: string;
}

interface ScreenPlacement {
  /** Rendered inside the site's page layout (ErrorPage), which holds the main landmark. */
  inLayout?: boolean;
}

function useBackHome(pathname: string, label: string) {
  const locale = useParams<{ locale?: string }>()?.locale as LocaleCode;
  return { href: backToHomeTarget({ market: siteMarket(), locale, pathname }), label };
}

// The address bar's path does not change while a 404 screen shows: nothing to subscribe to.
const noSubscription = () => () => undefined;

/**
 * The path in the address bar once the page runs in the browser; null while it is rendered on the
 * server or hydrated, where the prebuilt no-route 404 page cannot know it.
 */
function useAddressBarPath(): string | null {
  return useSyncExternalStore(noSubscription, () => window.location.pathname, () => null);
}

/** The 404 body: 'Page not found: {path}' or, for a failed validation, 'Page Not Found: {path}'. */
export function NotFoundScreen({
  texts,
  inLayout,
  path,
}: {
  texts: NotFoundTexts;
  /** The catch-all's segments, when the page knows them better than the route params (a listing view in front). */
  path?: readonly string[];
} & ScreenPlacement) {
  const routeSegments = useParams<{ path?: string[] }>()?.path;
  const { messageId, pathname: routePath } = notFoundPath(path ?? routeSegments);
  const pathname = useAddressBarPath() ?? routePath;
  const template = messageId === 'errors.page_not_found' ? texts.noRoute : texts.invalid;
  return (
    <ErrorScreen
      status={404}
      title={texts.title}
      description={texts.description}
      detail={pathname ? template.replace('{path}', pathname) : undefined}
      back={useBackHome(pathname || '/', texts.backLabel)}
      inLayout={inLayout}
    />
  );
}

/** The 403 body. */
export function ForbiddenScreen({ texts, inLayout }: { texts: ErrorTexts } & ScreenPlacement) {
  const { pathname } = notFoundPath(useParams<{ path?: string[] }>()?.path);
  return (
    <ErrorScreen
      status={403}
      title={texts.title}
      description={texts.description}
      back={useBackHome(pathname, texts.backLabel)}
      inLayout={inLayout}
    />
  );
}

const GenericErrorTexts = createContext<ErrorTexts | null>(null);

/** Gives `error.tsx` its texts: the root layout formats them in the page's locale. */
export function GenericErrorTextsProvider({ texts, children }: { texts: ErrorTexts; children: ReactNode }) {
  return <GenericErrorTexts.Provider value={texts}>{children}</GenericErrorTexts.Provider>;
}

/**
 * The generic error screen's texts. The root layout always provides them (SiteProviders), so a
 * missing provider is a wiring mistake: it fails loudly rather than showing English stand-ins.
 */
function useGenericErrorTexts(): ErrorTexts {
  const texts = useContext(GenericErrorTexts);
  if (!texts) {
    throw new Error(
      'GenericErrorScreen needs a GenericErrorTextsProvider above it: render it inside the root layout (SiteProviders provides the texts), or wrap it in <GenericErrorTextsProvider texts={...}>.',
    );
  }
  return texts;
}

/**
 * `error.tsx`: any other failure (served with 500 when it happens before the page streams). Code
 * that failed to load (a lazily loaded block's chunk, gone with a new deployment) reaches this
 * boundary rather than a window listener: it gets the shell's one reload per path first.
 */
export function GenericErrorScreen({ error }: { error: Error & { digest?: string }; reset?: () => void }) {
  useEffect(() => {
    if (isChunkLoadError(error) && reloadForFailedChunk(window.location.pathname + window.location.search, shellConstants.reloadGuardMs)) return;
    signalAppError();
  }, [error]);
  const texts = useGenericErrorTexts();
  const pathname = usePathname() ?? '/';
  const back = useBackHome(pathname, texts.backLabel);
  return <ErrorScreen status={500} title={texts.title} description={texts.description} back={back} />;
}
