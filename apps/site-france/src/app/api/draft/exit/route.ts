export { draftExitGET as GET } from '@clavis/site-shell/routes';
