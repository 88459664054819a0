// `@clavis/next-tuning/instrumentation`: the patches of Node's HTTP responses, for Next.js's
// `register()`. Server-only (node:http, Buffer).
export { registerTuning } from './registerTuning.ts';
export type { RegisterTuningOptions } from './registerTuning.ts';
// The one way the site patches a Node method, shared with site-shell's security headers.
export { patchOnce } from './patchOnce.ts';
export type { PatchedMethod } from './patchOnce.ts';
export { pendingHeader } from './pendingHeader.ts';
