import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants.js';
import type { Market } from '@clavis/i18n-routing';
import { createNextTuning, type TuningSwitches } from '@clavis/next-tuning';
import { EXTRANET_SHELL_SEGMENT } from '../paths/extranetShellSegment.js';
import { directRewrites, proxyConfigLine, withProxyConfigLine } from '../proxy/directRoutes.js';
import { securityHeaderRules } from '../security/headerRules.js';
import { BAKED_SETTINGS_KEY, serializedBakedSettings } from '../config/bakedSettings.js';

/** site-shell's entries besides the main one, resolved to their sources for the app's bundler. */
const sourceEntries = {
  '@clavis/site-shell/proxy': 'proxy/index.ts',
  '@clavis/site-shell/routes': 'routes/index.ts',
  '@clavis/site-shell/client': 'client.ts',
  '@clavis/site-shell/api/forms': 'routes/forms/index.ts',
  '@clavis/site-shell/instrumentation': 'instrumentation/index.ts',
  '@clavis/site-shell/instrumentation-client': 'instrumentation/client.ts',
} as const;

function sourceAliases(appDir: string): Record<string, string> {
  // This file runs from dist/next-config/ (Node) or src/next-config/ (tests): src/ is two up.
  const srcDir = fileURLToPath(new URL('../../src/', import.meta.url));
  return Object.fromEntries(
    Object.entries(sourceEntries).map(([entry, file]) => [entry, `./${relative(appDir, srcDir + file)}`]),
  );
}

/** next-tuning's cache handler, told which 404 pages are the prebuilt no-route pages. */
const CACHE_HANDLER = fileURLToPath(new URL('./siteCacheHandler.js', import.meta.url));

/**
 * Fails the build when the app's `src/proxy.ts` does not hold the matcher `directRewrites` relies
 * on: a stale one would let a direct route's path through both the proxy and the config rewrite,
 * or leave a path with neither. Next.js reads the matcher as a literal, so it cannot import it.
 */
function checkProxyMatcher(market: Market, appDir: string): void {
  const file = join(appDir, 'src/proxy.ts');
  const source = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (withProxyConfigLine(source, market) !== source) {
    throw new Error(`${file}: its proxy matcher is not the one site-shell computes for ${market}; run \`npm run sync:proxy-matchers\` (the config line must read: ${proxyConfigLine(market)})`);
  }
}

export interface NextConfigOptions {
  /** The app's directory (where `next` runs). */
  appDir?: string;
  /** The phase Next.js passes a config function (`next/constants`). */
  phase?: string;
  /**
   * Which of next-tuning's patches are on.
   * @default readTuningSwitches(process.env) (the `CLAVIS_TUNING_*` variables)
   */
  tuning?: TuningSwitches;
}

/**
 * The Next.js configuration every market app shares; the market is fixed at build time.
 * @see DESIGN.md section 1
 */
export function createNextConfig(market: Market, { appDir = process.cwd(), phase, tuning: switches }: NextConfigOptions = {}): NextConfig {
  // The cache handler also gives each page the script hashes of its Content-Security-Policy
  // (`withPageScriptSources`): it stays with every cache switch off.
  // Partners come back to the extranet signed in, with its chunks in their browser's cache: those
  // only its shells start with compile lazily, so each load reads a smaller code cache.
  const tuning = createNextTuning({
    appDir,
    development: phase === PHASE_DEVELOPMENT_SERVER,
    cacheHandler: CACHE_HANDLER,
    cacheHandlerRequired: true,
    returningVisitorRoutes: [`[locale]/${EXTRANET_SHELL_SEGMENT}`],
    ...(switches && { switches }),
  });
  // Only where Next.js runs in the app: tools such as Nx's plugin read the config from elsewhere.
  if (existsSync(join(appDir, 'next.config.ts'))) checkProxyMatcher(market, appDir);
  // `next build`, `next start` and `next dev` run this config in their process, before the build's
  // workers start: the cache handler, which Node loads from dist/ outside Next's bundles (where
  // the variable is not inlined), reads the same market there (config/siteConfig). Whichever reads
  // the configuration first, the process's one copy names the build's market.
  if (phase === PHASE_PRODUCTION_SERVER || phase === PHASE_PRODUCTION_BUILD || phase === PHASE_DEVELOPMENT_SERVER) process.env['NEXT_PUBLIC_CLAVIS_MARKET'] ??= market;
  // Turbopack needs the plugin's turbopack mode; without it `next build` refuses a webpack-only
  // config (see TOOLING.md).
  const withVanillaExtract = createVanillaExtractPlugin({
    unstable_turbopack: { mode: 'auto' },
    ...tuning.vanillaExtract,
  });
  // next-tuning adds the performance patches (ETags, cache handler, compile hints, one library
  // stylesheet), each behind its CLAVIS_TUNING_* switch.
  return withVanillaExtract(tuning.apply({
    // One image per market (DESIGN.md section 6): `.next/standalone` holds the server and only the
    // node_modules files it traces; tools/scripts/standalone.mjs adds the static files to it.
    output: 'standalone',
    // The cache handler's Redis client loads a native addon (@node-rs/xxhash), which Turbopack
    // cannot bundle: Node loads these from node_modules, and the standalone trace copies them.
    // The forms queue's BullMQ (msgpackr's optional addon) likewise, and pino-http beside the pino
    // Next.js already keeps external (its thread-stream workers are files of their own), and
    // prom-client, whose one registry every route's copy would otherwise fight over.
    serverExternalPackages: ['@fortedigital/nextjs-cache-handler', 'redis', '@redis/client', '@node-rs/xxhash', 'bullmq', 'pino-http', 'prom-client'],
    reactStrictMode: true,
    // Build once: each app's `typecheck` target runs tsc over the same tsconfig (Next's generated
    // route types included) and the libraries have their own, so Next's own TypeScript pass only
    // repeated them inside every app build (26 to 51 s of each of CI's five builds). Next.js 16
    // runs no lint in `next build`; the `lint` targets cover the apps.
    typescript: { ignoreBuildErrors: true },
    // check:resilience builds a second copy beside the served one (its faults step).
    distDir: process.env['CLAVIS_DIST_DIR'] ?? '.next',
    poweredByHeader: false,
    trailingSlash: false,
    // The proxy answers trailing slashes itself (301, query kept).
    skipTrailingSlashRedirect: true,
    // No streaming metadata: a page's head arrives with its body, so a client navigation swaps the
    // title in one commit instead of removing the old one first (issue #9: no head thrash). The
    // pages are prebuilt, so waiting for metadata costs nothing.
    htmlLimitedBots: /.*/,
    // The direct routes' paths skip the proxy; these rewrites give them its locale rewrite. As
    // `afterFiles` (still before the dynamic routes) rather than `beforeFiles`: a page's render
    // compiles the rewrites' patterns again on every request, all of the `beforeFiles` ones but
    // only up to the first match of the `afterFiles` ones (one for a home page instead of two per
    // locale; a tenth of the server's time under load, issue #9's bench).
    // DESIGN.md section 6: security headers on every response, HSTS where the site is on HTTPS.
    headers: async () => securityHeaderRules({ https: process.env['SITE_URL']?.startsWith('https:') ?? false }),
    rewrites: async () => ({ beforeFiles: [], afterFiles: directRewrites(market), fallback: [] }),
    // What the prebuilt pages carry of the environment, so a production server can refuse to serve
    // them with other settings (config/bakedSettings).
    env: { NEXT_PUBLIC_CLAVIS_MARKET: market, [BAKED_SETTINGS_KEY]: serializedBakedSettings(process.env, market) },
    // unauthorized() and forbidden() give the 401 and 403 screens their status codes.
    experimental: {
      authInterrupts: true,
      // A fresh CI checkout never builds twice, so Turbopack's build cache is only written (15 s a
      // build on CI's 2 cores, five builds) and never read.
      turbopackFileSystemCacheForBuild: !process.env['CI'],
      // CI's builds serve only its e2e suites, which read no source map; the maps took a third of
      // each build's CPU time (germany: 44 s instead of 61 s on 2 cores). Every other build keeps
      // them for the server's stack traces.
      turbopackSourceMaps: !process.env['CI'],
    },
    turbopack: { resolveAlias: sourceAliases(appDir) },
  }));
}
