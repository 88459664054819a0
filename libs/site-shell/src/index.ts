// Public API of @clavis/site-shell: what the market apps' `app/` files re-export, nothing more.
// Everything else is internal to site-shell.
export { RootLayout, generateLocaleParams } from './app/RootLayout';
export { SitePage } from './app/SitePage';
export { SearchResultsPage } from './search/SearchResultsPage';
export { NotFoundPage, ForbiddenPage, UnauthorizedPage } from './errors/ErrorPage';
export { generateStaticParams } from './app/generateStaticParams';
export { generateMetadata } from './app/generateMetadata';
export { sitemap, robots } from './seo/site';
export { ExtranetShellPage, generateExtranetShellMetadata, generateExtranetShellParams } from './extranet/ExtranetShellPage';
export { AuthCallbackPage, generateAuthCallbackMetadata } from './auth/AuthCallbackPage';
