export { sitemap as default } from '@clavis/site-shell';
