// `@clavis/site-shell/client`: the error screens an app's `unauthorized.tsx`, `error.tsx` and
// `global-error.tsx` re-export (404 and 403 are server pages in the site layout: NotFoundPage,
// ForbiddenPage). Client Components only: this entry pulls no server code into the browser.
export { NotFoundScreen, ForbiddenScreen, UnauthorizedScreen, GenericErrorScreen } from './errors/screens';
export { GlobalError } from './app/GlobalError';
