export { draftGET as GET } from '@clavis/site-shell/routes';
