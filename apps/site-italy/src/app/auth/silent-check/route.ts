export { silentCheckGET as GET } from '@clavis/site-shell/routes';
