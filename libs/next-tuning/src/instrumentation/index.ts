// `@clavis/next-tuning/instrumentation`: the patches of Node's HTTP server and responses, for
// Next.js's `register()`. Server-only (node:http, Buffer).
export { registerTuning } from './registerTuning.ts';
export type { RegisterTuningOptions, SiteServer } from './registerTuning.ts';
export { WRITE_HEAD_ORDER } from './writeHeadWrappers.ts';
export type { FetchHandler, EarlyRoutes } from './earlyAnswers.ts';
export type { PagePolicy } from './pagePolicy.ts';
export type { AroundRequest, RequestStep } from './serverRequests.ts';
export { SHARED_CACHE_POLICY, SHARED_MAX_AGE_SECONDS, SHARED_STALE_SECONDS } from './sharedCachePolicy.ts';
export { drainServers, requestsInFlight, takeOverShutdownSignals } from './gracefulShutdown.ts';
