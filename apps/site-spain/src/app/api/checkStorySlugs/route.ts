export { checkStorySlugsGET as GET } from '@clavis/site-shell/routes';
