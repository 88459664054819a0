export { NotFoundPage as default } from '@clavis/site-shell';
