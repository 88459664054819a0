export { versionGET as GET } from '@clavis/site-shell/routes';
