// Public API of @clavis/site-shell: what the market apps' `app/` files re-export.
export { RootLayout, generateLocaleParams } from './app/RootLayout';
export { SitePage } from './app/SitePage';
export { generateStaticParams } from './app/generateStaticParams';
export { generateMetadata } from './app/generateMetadata';
export { currentMarket } from './app/currentMarket';
export { backToHomeTarget, localeHome } from './errors/homeTarget';
export { parseServerConfig, ConfigError } from './config/serverConfig';
export type { ServerConfig, Environment } from './config/serverConfig';
export { cmsSettings } from './config/cmsSettings';
export type { CmsSettings } from './config/cmsSettings';
export { createStorySource, listFrom } from './cms/storySource';
export type { StorySource } from './cms/storySource';
export { loadPage } from './page/loadPage';
export type { PageLoad, LoadedPage } from './page/loadPage';
export { listStaticPaths } from './page/staticPaths';
export { storySlugCandidates } from './page/storySlugs';
export { pageTitle } from './page/pageTitle';
