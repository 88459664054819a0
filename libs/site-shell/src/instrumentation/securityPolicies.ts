import { type IncomingMessage, ServerResponse } from 'node:http';
import { contentSecurityPolicy, type PolicyOrigins } from '../security/contentSecurityPolicy';
import { DRAFT_MODE_COOKIE, frameRuleFor } from '../security/framing';
import { scriptHashSource, SCRIPT_SOURCES_HEADER } from '../security/inlineScripts';
import { LOCALE_COOKIE_SCRIPT } from '../localeSwitch/localeCookieScript';
import { requestNonce } from '../security/requestNonce';
import { patchOnce, pendingHeader } from '@clavis/next-tuning/instrumentation';
import { setCacheControl } from './sharedCachePolicy';

const INSTALLED = Symbol.for('clavis.site-shell.securityPolicies');
const CSP = 'content-security-policy';
/** Policies by script sources and framing: a few per page, so the map stays small; bounded all the same. */
const MAX_REMEMBERED = 5000;

/** The root layout's inline script of our own: Next.js puts the nonce only on its own scripts. */
const LOCALE_COOKIE_SCRIPT_SOURCE = scriptHashSource(LOCALE_COOKIE_SCRIPT);

const pathnameOf = (request: IncomingMessage) => (request.url ?? '/').split('?', 1)[0] ?? '/';
const inDraftMode = (request: IncomingMessage) => (request.headers.cookie ?? '').includes(`${DRAFT_MODE_COOKIE}=`);

const NOT_STORED = 'private, no-store';


/**
 * Gives every HTML response its Content-Security-Policy (DESIGN.md section 6) as it starts:
 * - a cached page carries its inline scripts' hashes (the cache handler's `withPageScriptSources`,
 *   once per cache entry): its policy allows exactly those, made once per page and remembered;
 * - a page rendered on demand (draft mode, a 404, the first render after a publish) carries the
 *   request's nonce on its scripts (Next.js reads it from the request, see `guardRequests`), and
 *   its policy allows that nonce; it is `private, no-store`, since a shared cache would hand one
 *   nonce to everyone.
 * Draft pages may be framed by the CMS editor, the silent-check page by the site, nothing else by
 * anyone. Every other response keeps the config's default policy (createNextConfig).
 *
 * Installed once per process, from `register()`; later calls do nothing.
 */
export function sendSecurityPolicies(origins: PolicyOrigins, target: object = ServerResponse.prototype): void {
  const remembered = new Map<string, string>();
  const pagePolicy = (sources: string, pathname: string) => {
    const frame = frameRuleFor(pathname);
    const key = `${frame} ${sources}`;
    let policy = remembered.get(key);
    if (policy === undefined) {
      if (remembered.size >= MAX_REMEMBERED) remembered.clear();
      policy = contentSecurityPolicy({ origins, scriptSources: sources ? sources.split(' ') : [], frame });
      remembered.set(key, policy);
    }
    return policy;
  };

  patchOnce(target, INSTALLED, {
    writeHead: (writeHead) =>
      function writeHeadWithPolicy(this: ServerResponse, ...args: unknown[]) {
        const request = (this as ServerResponse & { req?: IncomingMessage }).req;
        const sources = this.getHeader(SCRIPT_SOURCES_HEADER);
        if (sources !== undefined) {
          this.removeHeader(SCRIPT_SOURCES_HEADER);
          if (request) this.setHeader(CSP, pagePolicy(String(sources), pathnameOf(request)));
        } else if (request && (pendingHeader(this, args, 'content-type') ?? '').startsWith('text/html')) {
          const nonce = requestNonce(request.headers);
          if (nonce) {
            const draft = inDraftMode(request);
            const frame = frameRuleFor(pathnameOf(request), { draft });
            this.setHeader(CSP, contentSecurityPolicy({ origins, scriptSources: [`'nonce-${nonce}'`, LOCALE_COOKIE_SCRIPT_SOURCE], frame }));
            // The page carries this request's nonce: a shared cache must not hand it to anyone else.
            setCacheControl(this, args, NOT_STORED);
          }
        }
        return Reflect.apply(writeHead, this, args);
      },
  });
}
