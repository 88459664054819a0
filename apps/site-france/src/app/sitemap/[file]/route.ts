export { sitemapFileGET as GET } from '@clavis/site-shell';
export const dynamic = 'force-static';
