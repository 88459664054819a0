import { silentCheckHtml } from '@clavis/auth';

/**
 * `GET /auth/silent-check`: the page the silent check's hidden frame lands on. It hands the
 * provider's answer to the page that opened the frame; it never caches (the answer is in its URL).
 */
export function silentCheckGET(): Response {
  return new Response(silentCheckHtml(), {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-robots-tag': 'noindex' },
  });
}
