'use client';
// The error screens render inside the root layout's IntlProvider and read the route params, so
// no page becomes dynamic for their sake (next renders them with every page of the segment).
import { useParams, usePathname } from 'next/navigation';
import { useIntl } from 'react-intl';
import type { LocaleCode } from '@clavis/i18n-routing';
import { currentMarket } from '../app/currentMarket';
import { useSignalAppError } from '../shellBehaviour/appError';
import { ErrorScreen } from './ErrorScreen';
import { backToHomeTarget } from './homeTarget';
import { notFoundPath } from './notFoundPath';

function useErrorScreen() {
  const intl = useIntl();
  const { messageId, pathname } = notFoundPath(useParams<{ path?: string[] }>()?.path);
  const back = {
    href: backToHomeTarget({ market: currentMarket(), locale: intl.locale as LocaleCode, pathname }),
    label: intl.formatMessage({ id: 'common.back_to_home' }),
  };
  return { intl, messageId, pathname, back };
}

interface ScreenPlacement {
  /** Rendered inside the site's page layout (ErrorPage), which holds the main landmark. */
  inLayout?: boolean;
}

/** The 404 body: 'Page not found: {path}' or, for a failed validation, 'Page Not Found: {path}'. */
export function NotFoundScreen({ inLayout }: ScreenPlacement = {}) {
  const { intl, messageId, pathname, back } = useErrorScreen();
  return (
    <ErrorScreen
      status={404}
      title={intl.formatMessage({ id: 'errors.not_found.title' })}
      description={intl.formatMessage({ id: 'errors.not_found.description' })}
      detail={intl.formatMessage({ id: messageId }, { path: pathname })}
      back={back}
      inLayout={inLayout}
    />
  );
}

/** The 403 body. */
export function ForbiddenScreen({ inLayout }: ScreenPlacement = {}) {
  const { intl, back } = useErrorScreen();
  return (
    <ErrorScreen
      status={403}
      title={intl.formatMessage({ id: 'errors.forbidden.title' })}
      description={intl.formatMessage({ id: 'errors.forbidden.description' })}
      back={back}
      inLayout={inLayout}
    />
  );
}

/** `unauthorized.tsx`: 401 on the empty layout, with no back button (SPEC.md section 2). */
export function UnauthorizedScreen() {
  const intl = useIntl();
  return (
    <ErrorScreen
      status={401}
      title={intl.formatMessage({ id: 'errors.unauthorized.title' })}
      description={intl.formatMessage({ id: 'errors.unauthorized.description' })}
    />
  );
}

/** `error.tsx`: any other failure (served with 500 when it happens before the page streams). */
export function GenericErrorScreen(_props: { error: Error & { digest?: string }; reset?: () => void }) {
  useSignalAppError();
  const intl = useIntl();
  const pathname = usePathname() ?? '/';
  const href = backToHomeTarget({ market: currentMarket(), locale: intl.locale as LocaleCode, pathname });
  return (
    <ErrorScreen
      status={500}
      title={intl.formatMessage({ id: 'errors.generic_error.title' })}
      description={intl.formatMessage({ id: 'errors.generic_error.description' })}
      back={{ href, label: intl.formatMessage({ id: 'common.back_to_home' }) }}
    />
  );
}
