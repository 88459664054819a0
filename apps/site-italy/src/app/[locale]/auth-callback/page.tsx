export { AuthCallbackPage as default } from '@clavis/site-shell';
