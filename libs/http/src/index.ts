// Public API of @clavis/http: the guards the route handlers share (plain Fetch API, no Next), and
// the durable JSON-lines files their stores keep on one machine (forms, the download audit).
export { BodyError, readLimitedText } from './readLimitedText';
export { createRateLimiter } from './createRateLimiter';
export { isCrossOriginRequest } from './isCrossOriginRequest';
export type { RateLimiter, RateLimiterOptions, RateLimitHit } from './createRateLimiter';
export { storeOutageLog } from './sharedRateLimit';
export { createSharedPace } from './sharedPace';
export type { RequestSlot, SharedPaceOptions } from './sharedPace';
export type { RedisClientLike, SharedRateLimitStore, StoreOutage } from './sharedRateLimit';
export { UpstreamTimeoutError, withTimeouts } from './withTimeouts';
export type { FetchTimeouts } from './withTimeouts';
export { appendDurably } from './appendDurably';
export { readJsonLines } from './readJsonLines';
export { rewriteJsonLines } from './rewriteJsonLines';
