import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import { addCompileHints } from './compileHints.ts';
import { type TuningSwitches, readTuningSwitches } from './switches.ts';

const LIBRARY_STYLES_LOADER = fileURLToPath(new URL('./libraryStyles/libraryStylesLoader.js', import.meta.url));
/** The class-name scheme of both the vanilla-extract plugin and the stylesheet loader: they must agree. */
const PRODUCTION_IDENTIFIERS = 'short';

export interface NextTuningOptions {
  /** The app's directory (where `next` runs). */
  appDir: string;
  /** Whether Next.js runs its development server: the library stylesheet is a production-only patch. */
  development: boolean;
  /**
   * The module Next.js loads as its cache handler (an absolute path), whose default export is
   * `createCacheHandler(...)`; used when one of the cache handler's patches is on.
   */
  cacheHandler: string;
  /**
   * Whether the cache handler does work of the caller's own (site-shell's `pageRewrite`: the
   * hashes of each page's inline scripts its Content-Security-Policy allows), so it stays
   * configured with every cache handler switch off.
   * @default false
   */
  cacheHandlerRequired?: boolean;
  /**
   * Routes (folders under the app directory, e.g. `[locale]/extranet-shell`) whose visitors return
   * with the site in their browser's cache: the chunks only they start with get no compile hint
   * (`addCompileHints`).
   * @default none
   */
  returningVisitorRoutes?: readonly string[];
  /**
   * Which patches are on.
   * @default readTuningSwitches(process.env)
   */
  switches?: TuningSwitches;
}

/** The config-side tuning: what the app's Next config and its vanilla-extract plugin take. */
export interface NextTuning {
  /** Options for `createVanillaExtractPlugin` (the library stylesheet needs the CSS left out of the modules). */
  vanillaExtract: { outputCss?: false; identifiers?: typeof PRODUCTION_IDENTIFIERS };
  /** The Next config with the tuning's settings laid over it. */
  apply(config: NextConfig): NextConfig;
}

/**
 * Outside development, every vanilla-extract rule the app uses goes into one stylesheet
 * (`libraryStyles.css` in the app's routes, see libraryStyles/libraryStylesLoader): the plugin then
 * leaves the CSS out of the styled modules. Per module, Turbopack gave each page about twenty
 * render-blocking stylesheets; inlining them instead made every HTML response four times larger.
 * Development keeps a stylesheet per module, so a style edit reloads alone.
 */
function libraryStylesRules(appDir: string) {
  return {
    '**/libraryStyles.css': {
      as: '*.css',
      loaders: [{ loader: LIBRARY_STYLES_LOADER, options: { routesDirectory: join(appDir, 'src/app'), identifiers: PRODUCTION_IDENTIFIERS } }],
    },
  };
}

/**
 * The Next.js tuning for one app, each patch behind its switch (see README):
 * - `pageEtag`: Next.js would hash each page on every response (half the server's time for the
 *   117 KB home page); the cache handler gives each cached page its ETag once and the
 *   instrumentation answers If-None-Match, so `generateEtags` is off. Off: Next.js's own ETags.
 * - `hydrationAfterPaint`, `pageEtag`, `notFoundRules`, `sharedPageCache`: the cache handler (any one of them on).
 * - `compileHints`: browser chunks compile off the main thread (`addCompileHints`, after compiling).
 * - `libraryStyles`: one stylesheet of library styles outside development.
 */
export function createNextTuning({
  appDir,
  development,
  cacheHandler,
  cacheHandlerRequired = false,
  returningVisitorRoutes = [],
  switches = readTuningSwitches(),
}: NextTuningOptions): NextTuning {
  const oneStylesheet = switches.libraryStyles && !development;
  const usesCacheHandler = cacheHandlerRequired || switches.hydrationAfterPaint || switches.pageEtag || switches.notFoundRules || switches.sharedPageCache;
  return {
    vanillaExtract: oneStylesheet ? { outputCss: false, identifiers: PRODUCTION_IDENTIFIERS } : {},
    apply: (config) => ({
      ...config,
      generateEtags: !switches.pageEtag,
      ...(usesCacheHandler && { cacheHandler }),
      ...(switches.compileHints && {
        compiler: {
          ...config.compiler,
          runAfterProductionCompile: async (context) => {
            await config.compiler?.runAfterProductionCompile?.(context);
            await addCompileHints({ distDir: context.distDir, returningVisitorRoutes });
          },
        },
      }),
      ...(oneStylesheet && { turbopack: { ...config.turbopack, rules: { ...config.turbopack?.rules, ...libraryStylesRules(appDir) } } }),
    }),
  };
}
