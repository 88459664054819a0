import type { IncomingMessage, ServerResponse } from 'node:http';
import { getMarketConfig, isLocaleCode, type LocaleCode, type Market } from '@clavis/i18n-routing';
import { loadMessages } from '@clavis/i18n-routing/messages';
import { contentSecurityPolicy, NO_ORIGINS } from '../security/contentSecurityPolicy';
import { requestProblem, routerStateProblem, type RequestProblem } from '../security/requestProblem';
import { securityHeaders } from '../security/securityHeaders';
import { isDraftSession, readPreviewModeId } from '../security/framing';

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
  /** The build's draft-mode id. @default read once from its prerender manifest */
  previewModeId?: () => string | undefined;
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
 * Checks a request before Next.js sees it (`requestProblem`, `routerStateProblem`): bad
 * percent-encoding, control characters, overlong targets, a router state that does not read and
 * methods a path does not take are answered here with 400, 414 or 405 (Next.js answered the first
 * with 500, "failed to decode param", a TRACE with 500, and pages took any method);
 * true when it refused the request. next-tuning runs it first on every request
 * (`CLAVIS_TUNING_REQUEST_GUARD`, a security control).
 */
export function guardRequests(options: RefusalOptions): (request: IncomingMessage, response: ServerResponse) => boolean {
  let buildPreviewModeId: { id: string | undefined } | undefined;
  const draftModeId = options.previewModeId ?? (() => (buildPreviewModeId ??= { id: readPreviewModeId() }).id);
  // The live preview of a draft page calls its server function (a POST to the page, `Next-Action`).
  const draftAction = (request: IncomingMessage) =>
    request.headers['next-action'] !== undefined && isDraftSession(request.headers.cookie, draftModeId());
  return (request, response) => {
    const problem =
      requestProblem(request.method ?? 'GET', request.url ?? '/', { draftAction: request.method === 'POST' && draftAction(request) }) ??
      routerStateProblem(request.headers['next-router-state-tree']);
    if (!problem) return false;
    refuse(request, response, problem, options).catch(() => {
      if (!response.headersSent) response.writeHead(problem.status);
      response.end();
    });
    return true;
  };
}
