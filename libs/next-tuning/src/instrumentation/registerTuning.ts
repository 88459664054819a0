import { ServerResponse } from 'node:http';
import { unverifiedNextWarning } from '../nextVersion.ts';
import { type TuningSwitches, readTuningSwitches, switchedOff } from '../switches.ts';
import { answerConditionalRequests } from './conditionalRequests.ts';
import { answerEarly, type EarlyRoutes } from './earlyAnswers.ts';
import { sendLargeStringsAsBuffers } from './largeStringBodies.ts';
import { type PagePolicy, sendPagePolicy } from './pagePolicy.ts';
import { hydrateAfterPaint } from '../cacheHandler/hydrationAfterPaint.ts';
import { holdRenderedPages, hydrateRenderedPagesAfterPaint } from './renderedPagesAfterPaint.ts';
import { runningNextVersion } from './runningNextVersion.ts';
import { interceptServerRequests, type AroundRequest, type RequestStep } from './serverRequests.ts';
import { sendSharedCachePolicy } from './sharedCachePolicy.ts';
import { sendSingleLocation } from './singleLocation.ts';
import { installWriteHeadWrappers } from './writeHeadWrappers.ts';

/** What the site itself decides in the server patches (site-shell's instrumentation). */
export interface SiteServer {
  /** Refuses a request Next.js would mishandle, answering it itself: true when it did (switch `requestGuard`). */
  refuse: RequestStep;
  /** Stamps every request that goes on (its script nonce, its peer address): always, the page policy and the rate limits read them. */
  stamp: (request: Parameters<RequestStep>[0]) => void;
  /** Routes Next.js also serves, answered before it (switch `earlyAnswers`; off, Next.js routes them). */
  earlyRoutes: EarlyRoutes;
  /** Routes only the Node.js server answers (no Next.js route has them): always. */
  serverRoutes: EarlyRoutes;
  /** The headers Next.js's config would give an early answer (security headers). */
  earlyHeaders: Record<string, string>;
  /** Each HTML page's Content-Security-Policy: always (the config's default policy allows no inline script). */
  pagePolicy: PagePolicy;
  /** Around every request, before the steps: its context and access line (always). */
  aroundRequest?: AroundRequest;
  /**
   * The site's own change of each HTML page rendered for a request (before the tuning's
   * `hydrateAfterPaint`), matching what its cache handler's `servedPageHtml` does to cached pages:
   * with it, such pages are held and rewritten whatever the switches.
   */
  renderedPageHtml?: (html: string) => string;
}

/** How a page rendered for one request is rewritten, if at all: the site's change, then the tuning's hydration (switch `hydrationAfterPaint`). */
function renderedPagesStep(site: SiteServer | undefined, switches: TuningSwitches) {
  const own = site?.renderedPageHtml;
  if (!own) return switches.hydrationAfterPaint && hydrateRenderedPagesAfterPaint;
  return holdRenderedPages(switches.hydrationAfterPaint ? (html) => hydrateAfterPaint(own(html)) : own);
}

export interface RegisterTuningOptions {
  /**
   * Which patches are on.
   * @default readTuningSwitches(process.env)
   */
  switches?: TuningSwitches;
  /**
   * The Next.js version that runs; another minor than the verified one logs one warning.
   * @default runningNextVersion() (the `next/package.json` Node resolves from the working directory)
   */
  nextVersion?: string | undefined;
  /** Where the start-up lines go. @default console.warn */
  warn?: (line: string) => void;
  /** The site's part of the request and response patches; without it, only the tuning's own. */
  site?: SiteServer;
  /** What is patched (tests pass classes of their own). @default node:http's Server and ServerResponse prototypes, Buffer */
  targets?: { server?: object; response?: object; buffer?: object };
}

/** The request steps before Next.js: the guard (if on), the stamps, the early answers. */
function requestSteps(site: SiteServer, switches: TuningSwitches): RequestStep[] {
  const routes = switches.earlyAnswers ? { ...site.serverRoutes, ...site.earlyRoutes } : site.serverRoutes;
  return [
    ...(switches.requestGuard ? [site.refuse] : []),
    (request) => {
      site.stamp(request);
      return false;
    },
    answerEarly(routes, site.earlyHeaders),
  ];
}

/**
 * The server side of the tuning, for Next.js's `register()` (once per server process), as the
 * switches say: the site's steps before Next.js sees a request (`interceptServerRequests`), the
 * wrappers of `writeHead` in their one order (`installWriteHeadWrappers`), large strings written
 * as buffers; warns once when another Next.js minor than the verified one runs, and names the
 * patches turned off.
 */
export function registerTuning({ switches = readTuningSwitches(), nextVersion = runningNextVersion(), warn = console.warn, site, targets = {} }: RegisterTuningOptions = {}): void {
  const versionWarning = nextVersion === undefined ? null : unverifiedNextWarning(nextVersion);
  if (versionWarning) warn(versionWarning);
  const off = switchedOff(switches);
  if (off.length > 0) warn(`@clavis/next-tuning: turned off by the environment: ${off.join(', ')}`);
  if (switches.largeStringBodies) sendLargeStringsAsBuffers({ ...(targets.response && { response: targets.response }), ...(targets.buffer && { buffer: targets.buffer }) });
  if (site) interceptServerRequests(requestSteps(site, switches), targets.server, site.aroundRequest);
  installWriteHeadWrappers(
    {
      renderedPagesAfterPaint: renderedPagesStep(site, switches),
      singleLocation: switches.singleLocation && sendSingleLocation,
      conditionalRequests: switches.pageEtag && answerConditionalRequests,
      sharedCachePolicy: sendSharedCachePolicy,
      pagePolicy: site && sendPagePolicy(site.pagePolicy),
    },
    targets.response ?? ServerResponse.prototype,
  );
}
