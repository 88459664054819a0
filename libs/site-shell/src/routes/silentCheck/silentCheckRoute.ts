import { SILENT_CHECK_SCRIPT, silentCheckHtml } from '@clavis/auth';
import { scriptHashSource, SCRIPT_SOURCES_HEADER } from '../../security/inlineScripts';

/** Its one inline script, by hash: the instrumentation turns it into the page's CSP (framed by the site only). */
const SCRIPT_SOURCES = scriptHashSource(SILENT_CHECK_SCRIPT);

/**
 * `GET /auth/silent-check`: the page the silent check's hidden frame lands on. It hands the
 * provider's answer to the page that opened the frame; it never caches (the answer is in its URL).
 */
export function silentCheckGET(): Response {
  return new Response(silentCheckHtml(), {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
      [SCRIPT_SOURCES_HEADER]: SCRIPT_SOURCES,
    },
  });
}
