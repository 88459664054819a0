export { UnauthorizedPage as default } from '@clavis/site-shell';
