// Public API of @clavis/site-shell: what the market apps' `app/` files re-export, nothing more.
// Everything else is internal to site-shell.
export { RootLayout, generateLocaleParams } from './pages/layout/RootLayout';
export { SitePage } from './pages/site/SitePage';
export { SearchResultsPage } from './pages/search/SearchResultsPage';
export { NotFoundPage } from './pages/errors/ErrorPage';
export { generateStaticParams } from './pages/site/generateStaticParams';
export { generateMetadata } from './pages/site/generateMetadata';
export { sitemapGET, sitemapFileGET, robots } from './pages/sitemap/sitemap';
export { ExtranetShellPage, generateExtranetShellMetadata, generateExtranetShellParams } from './extranet/ExtranetShellPage';
export { AuthCallbackPage, generateAuthCallbackMetadata } from './pages/authCallback/AuthCallbackPage';
