export { ForbiddenPage as default } from '@clavis/site-shell';
