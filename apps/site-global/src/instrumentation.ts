// Next.js calls register() once per server: large response strings go out as buffers, and the
// forms outbox sends what an earlier run left undelivered. onRequestError logs each server error once.
export { onRequestError, register } from '@clavis/site-shell/instrumentation';
