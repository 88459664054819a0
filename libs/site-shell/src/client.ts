// `@clavis/site-shell/client`: the error screens an app's `not-found.tsx`, `forbidden.tsx`,
// `unauthorized.tsx`, `error.tsx` and `global-error.tsx` re-export. Client Components only: this
// entry pulls no server code into the browser.
export { NotFoundScreen, ForbiddenScreen, UnauthorizedScreen, GenericErrorScreen } from './errors/screens';
export { GlobalError } from './app/GlobalError';
