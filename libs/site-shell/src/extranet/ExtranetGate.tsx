'use client';
import { RequireSession } from '@clavis/auth/client';
import { ExtranetContent } from '@clavis/extranet';
import { matchPath, type LocaleCode, type Market } from '@clavis/i18n-routing';
import { ErrorScreen } from '../errors/ErrorScreen';
import { SessionLost } from './ExtranetFrame';
import { backToHomeTarget } from '../errors/homeTarget';
import type { ErrorTexts } from '../errors/screens';
import { useAddressBarPath } from './addressBarPath';
import { DocumentTitle } from './DocumentTitle';
import { requiredGroupFor } from './extranetAreas';

export interface ExtranetGateProps {
  market: Market;
  locale: LocaleCode;
  texts: { loading: string; forbidden: ErrorTexts; /** The document title of the 403 screen. */ forbiddenTitle: string };
}

/** The path below `/extranet`: `''` for the extranet home. */
function pathBelowExtranet(pathname: string): string {
  const at = pathname.indexOf('/extranet');
  return at < 0 ? '' : pathname.slice(at + '/extranet'.length);
}

/**
 * The guard of every extranet page (DESIGN.md section 6): loading while the session is found out,
 * the login for an anonymous visitor (back to this URL), 401 when the session could not be
 * renewed or the API refuses its token (the frame's screen, on the empty layout), 403 without the
 * area's group, else the page's content.
 */
export function ExtranetGate({ market, locale, texts }: ExtranetGateProps) {
  const pathname = useAddressBarPath();
  const match = pathname ? matchPath({ market, pathname }) : null;
  const loading = (
    <p role="status" aria-live="polite" data-extranet-loading="">
      {texts.loading}
    </p>
  );
  if (!pathname || !match) return loading;
  const back = {
    href: backToHomeTarget({ market, locale: match.locale, pathname }),
    label: texts.forbidden.backLabel,
  };
  return (
    <RequireSession
      requiredGroup={requiredGroupFor(match.route)}
      loading={loading}
      unauthorized={<SessionLost />}
      forbidden={
        <>
          <DocumentTitle title={texts.forbiddenTitle} />
          <ErrorScreen
            status={403}
            title={texts.forbidden.title}
            description={texts.forbidden.description}
            back={back}
            inLayout
          />
        </>
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
        />
      )}
    </RequireSession>
  );
}
