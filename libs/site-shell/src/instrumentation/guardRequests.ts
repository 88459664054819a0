import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { getMarketConfig, isLocaleCode, type LocaleCode, type Market } from '@clavis/i18n-routing';
import { loadMessages } from '@clavis/i18n-routing/messages';
import { contentSecurityPolicy, NO_ORIGINS } from '../security/contentSecurityPolicy';
import { stampPeerAddress } from '../security/clientAddress';
import { assignRequestNonce } from '../security/requestNonce';
import { requestProblem, type RequestProblem } from '../security/requestProblem';
import { securityHeaders } from '../security/securityHeaders';

const INSTALLED = Symbol.for('clavis.site-shell.guardRequests');

/** The locale of the page a request names (its first segment), else the market's own. */
function requestLocale(market: Market, url: string): LocaleCode {
  const { locales, defaultLocale } = getMarketConfig(market);
  const first = /^\/([^/?]+)/.exec(url)?.[1];
  return isLocaleCode(first) && locales.includes(first) ? first : defaultLocale;
}

export interface RefusalOptions {
  market: Market;
  /** Whether the site is served over HTTPS (HSTS). */
  https: boolean;
}

export interface GuardOptions extends RefusalOptions {
  /**
   * Takes a checked request (nonce and peer address stamped) before Next.js, answering it itself:
   * true when it did (`answerEarly`).
   */
  answerFirst?: (request: IncomingMessage, response: ServerResponse) => boolean;
}

/**
 * The headers Next.js's config gives a response that is not a page (security headers, the policy
 * without origins), for the answers this server sends before Next.js: refusals and early answers.
 */
export function earlyResponseHeaders({ https }: { https: boolean }): Record<string, string> {
  const headers: Record<string, string> = { 'content-security-policy': contentSecurityPolicy({ origins: NO_ORIGINS }) };
  for (const { key, value } of securityHeaders({ https })) headers[key.toLowerCase()] = value;
  return headers;
}

/** Answers a refused request: its status, a one-line text in the page's language, the security headers; never the request's own text. */
export async function refuse(request: IncomingMessage, response: ServerResponse, problem: RequestProblem, { market, https }: RefusalOptions): Promise<void> {
  const messages = await loadMessages(requestLocale(market, request.url ?? '/'));
  const text = problem.status === 405 ? messages['errors.method_not_allowed'] : messages['errors.bad_request'];
  const headers: Record<string, string> = {
    ...earlyResponseHeaders({ https }),
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
  };
  if (problem.allow) headers['allow'] = problem.allow.join(', ');
  // The body is not read: close the connection rather than parse what may follow.
  if (request.headers['content-length'] || request.headers['transfer-encoding']) headers['connection'] = 'close';
  response.writeHead(problem.status, headers);
  response.end(request.method === 'HEAD' ? undefined : `${text}\n`);
}

/**
 * Checks every request before Next.js sees it (`requestProblem`): bad percent-encoding, control
 * characters, overlong targets and methods a path does not take are answered here with 400, 414 or
 * 405 (Next.js answered the first with 500, "failed to decode param", and pages took any method).
 * Every other request gets its script nonce (`assignRequestNonce`) for a page rendered on demand,
 * and its socket's address (`stampPeerAddress`) for the rate limits' `clientAddress`; then
 * `answerFirst` may answer it before Next.js.
 *
 * Installed once per process, from `register()`, on the HTTP server class (Next's server exists
 * already; the prototype reaches it); later calls do nothing.
 */
export function guardRequests(options: GuardOptions, target: object = Server.prototype): void {
  const methods = target as Record<string | symbol, unknown>;
  if (methods[INSTALLED]) return;
  const emit = methods['emit'] as (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
  methods['emit'] = function emitGuarded(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      const problem = requestProblem(request.method ?? 'GET', request.url ?? '/');
      if (problem) {
        refuse(request, response, problem, options).catch(() => {
          if (!response.headersSent) response.writeHead(problem.status);
          response.end();
        });
        return true;
      }
      assignRequestNonce(request.headers);
      stampPeerAddress(request);
      if (options.answerFirst?.(request, response)) return true;
    }
    return Reflect.apply(emit, this, [event, ...args]);
  };
  methods[INSTALLED] = true;
}
