import type { IncomingMessage, ServerResponse } from 'node:http';
import { RENDER_NONCE_HEADER } from '../cacheHandler/renderNonce.ts';
import { pendingHeader } from './pendingHeader.ts';
import { setCacheControl } from './sharedCachePolicy.ts';
import type { WriteHeadWrapper } from './writeHeadWrappers.ts';

const CSP = 'content-security-policy';
const NOT_STORED = 'private, no-store';

/** What the site's Content-Security-Policy of a page is (site-shell's `security/`). */
export interface PagePolicy {
  /**
   * The response header a cached page carries its inline scripts' sources in (set by the cache
   * handler's `pageRewrite`, once per entry): taken off before the head goes out.
   */
  scriptSourcesHeader: string;
  /** The policy of a cached page whose inline scripts have these sources (space-separated). */
  cachedPage(sources: string, request: IncomingMessage): string;
  /**
   * The policy of an HTML page rendered on demand, or undefined when it carries no nonce. The
   * nonce is `renderNonce` when the cache handler saw the render (`carryRenderNonce`): Next.js
   * may have rendered the page for another request that asked at the same time, with that
   * request's nonce. Otherwise (a page streamed as it renders) it is this request's own.
   */
  renderedPage(request: IncomingMessage, renderNonce: string | undefined): string | undefined;
}

/**
 * Gives every HTML response its Content-Security-Policy as it starts (DESIGN.md section 6): a
 * cached page the policy of its scripts' sources; a page rendered on demand (its scripts carry the
 * nonce Next.js read from the `Content-Security-Policy` header of the request it rendered for) the
 * policy of that nonce, and `private, no-store`, since a shared cache would hand one nonce to
 * everyone. Every other response keeps the policy the Next config gave it.
 *
 * The `pagePolicy` step of `installWriteHeadWrappers`, the innermost: nothing changes the head
 * after it.
 */
export function sendPagePolicy(policy: PagePolicy): WriteHeadWrapper {
  return (writeHead) =>
    function writeHeadWithPolicy(this: ServerResponse, ...args: unknown[]) {
      const request = (this as ServerResponse & { req?: IncomingMessage }).req;
      const sources = this.getHeader(policy.scriptSourcesHeader);
      const renderNonce = this.getHeader(RENDER_NONCE_HEADER);
      this.removeHeader(RENDER_NONCE_HEADER);
      if (sources !== undefined) {
        this.removeHeader(policy.scriptSourcesHeader);
        if (request) this.setHeader(CSP, policy.cachedPage(String(sources), request));
      } else if (request && (pendingHeader(this, args, 'content-type') ?? '').startsWith('text/html')) {
        const rendered = policy.renderedPage(request, typeof renderNonce === 'string' ? renderNonce : undefined);
        if (rendered !== undefined) {
          this.setHeader(CSP, rendered);
          // The page carries this request's nonce: a shared cache must not hand it to anyone else.
          setCacheControl(this, args, NOT_STORED);
        }
      }
      return Reflect.apply(writeHead, this, args);
    };
}
