// Node loads this entry from dist/ when Next.js reads an app's next.config.ts, so its relative
// imports carry the `.js` extension that Node's ESM resolution needs.
export { createNextConfig } from './createNextConfig.js';
export { withProxyConfigLine } from '../proxy/directRoutes.js';
