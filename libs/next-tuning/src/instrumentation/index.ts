// `@clavis/next-tuning/instrumentation`: the patches of Node's HTTP responses, for Next.js's
// `register()`. Server-only (node:http, Buffer).
export { registerTuning } from './registerTuning.ts';
export type { RegisterTuningOptions } from './registerTuning.ts';
