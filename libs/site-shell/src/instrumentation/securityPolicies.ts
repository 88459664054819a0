import type { IncomingMessage } from 'node:http';
import { contentSecurityPolicy, type PolicyOrigins } from '../security/contentSecurityPolicy';
import { frameRuleFor, isDraftSession, readPreviewModeId } from '../security/framing';
import { scriptHashSource, SCRIPT_SOURCES_HEADER } from '../security/inlineScripts';
import { LOCALE_COOKIE_SCRIPT } from '../chrome/localeSwitch/localeCookieScript';
import { requestNonce } from '../security/requestNonce';
import type { PagePolicy } from '@clavis/next-tuning/instrumentation';

/** Policies by script sources and framing: a few per page, so the map stays small; bounded all the same. */
const MAX_REMEMBERED = 5000;

/** The root layout's inline script of our own: Next.js puts the nonce only on its own scripts. */
const LOCALE_COOKIE_SCRIPT_SOURCE = scriptHashSource(LOCALE_COOKIE_SCRIPT);

const pathnameOf = (request: IncomingMessage) => (request.url ?? '/').split('?', 1)[0] ?? '/';

/**
 * Every HTML page's Content-Security-Policy (DESIGN.md section 6), which next-tuning sets as the
 * response starts (its `pagePolicy` step):
 * - a cached page carries its inline scripts' hashes (the cache handler's `withPageScriptSources`,
 *   once per cache entry): its policy allows exactly those, made once per page and remembered;
 * - a page rendered on demand (draft mode, a 404, the first render after a publish) carries the
 *   nonce of the request it was rendered for on its scripts (Next.js reads it from the request,
 *   see `stampRequest`), and its policy allows that nonce; next-tuning makes it
 *   `private, no-store`, since a shared cache would hand one nonce to everyone. Requests that
 *   arrive while the page renders share that render, and get its nonce (`renderNonce`): the same
 *   bytes, so knowing the nonce gives none of them a way into another's page.
 * Draft pages may be framed by the CMS editor (and load its bridge), only for a draft session of
 * this build (`isDraftSession`: a made-up draft cookie is none); the silent-check page by the site;
 * nothing else by anyone. Every other response keeps the config's default policy (createNextConfig).
 * `previewModeId` gives the build's draft-mode id, read once from its prerender manifest by default.
 */
export function securityPolicies(
  origins: PolicyOrigins,
  { previewModeId }: { previewModeId?: () => string | undefined } = {},
): PagePolicy {
  const remembered = new Map<string, string>();
  let buildPreviewModeId: { id: string | undefined } | undefined;
  const draftModeId = previewModeId ?? (() => (buildPreviewModeId ??= { id: readPreviewModeId() }).id);
  const inDraftMode = (request: IncomingMessage) => isDraftSession(request.headers.cookie, draftModeId());
  return {
    scriptSourcesHeader: SCRIPT_SOURCES_HEADER,
    cachedPage: (sources, request) => {
      const frame = frameRuleFor(pathnameOf(request));
      const key = `${frame} ${sources}`;
      let policy = remembered.get(key);
      if (policy === undefined) {
        if (remembered.size >= MAX_REMEMBERED) remembered.clear();
        policy = contentSecurityPolicy({ origins, scriptSources: sources ? sources.split(' ') : [], frame });
        remembered.set(key, policy);
      }
      return policy;
    },
    renderedPage: (request: IncomingMessage, renderNonce: string | undefined) => {
      const nonce = renderNonce ?? requestNonce(request.headers);
      if (!nonce) return undefined;
      const frame = frameRuleFor(pathnameOf(request), { draft: inDraftMode(request) });
      return contentSecurityPolicy({ origins, scriptSources: [`'nonce-${nonce}'`, LOCALE_COOKIE_SCRIPT_SOURCE], frame });
    },
  };
}
