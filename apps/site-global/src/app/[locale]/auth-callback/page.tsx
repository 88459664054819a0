export { AuthCallbackPage as default, generateAuthCallbackMetadata as generateMetadata } from '@clavis/site-shell';
