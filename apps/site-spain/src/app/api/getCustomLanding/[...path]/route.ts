export { customLandingGET as GET } from '@clavis/site-shell/routes';
