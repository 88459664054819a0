// `@clavis/site-shell/client`: the error screens an app's `error.tsx` and `global-error.tsx`
// re-export (404, 403 and 401 are server pages: NotFoundPage, NotFoundAnswer, RefusedAnswer).
// Client Components only: this entry pulls no server code into the browser.
export { GenericErrorScreen } from './errors/screens';
export { GlobalError } from './pages/layout/GlobalError';
