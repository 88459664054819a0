import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import type { Market } from '@clavis/i18n-routing';

/** site-shell's entries besides the main one, resolved to their sources for the app's bundler. */
const sourceEntries = {
  '@clavis/site-shell/proxy': 'proxy/index.ts',
  '@clavis/site-shell/routes': 'routes/index.ts',
  '@clavis/site-shell/client': 'client.ts',
  '@clavis/site-shell/api/forms': 'api/forms/index.ts',
} as const;

function sourceAliases(appDir: string): Record<string, string> {
  // This file runs from dist/next-config/ (Node) or src/next-config/ (tests): src/ is two up.
  const srcDir = fileURLToPath(new URL('../../src/', import.meta.url));
  return Object.fromEntries(
    Object.entries(sourceEntries).map(([entry, file]) => [entry, `./${relative(appDir, srcDir + file)}`]),
  );
}

/**
 * The Next.js configuration every market app shares; the market is fixed at build time.
 * @see DESIGN.md section 1
 */
export function createNextConfig(market: Market, { appDir = process.cwd() } = {}): NextConfig {
  // Turbopack needs the plugin's turbopack mode; without it `next build` refuses a webpack-only
  // config (see TOOLING.md).
  const withVanillaExtract = createVanillaExtractPlugin({ unstable_turbopack: { mode: 'auto' } });
  return withVanillaExtract({
    reactStrictMode: true,
    poweredByHeader: false,
    trailingSlash: false,
    // The proxy answers trailing slashes itself (301, query kept).
    skipTrailingSlashRedirect: true,
    // No streaming metadata: a page's head arrives with its body, so a client navigation swaps the
    // title in one commit instead of removing the old one first (issue #9: no head thrash). The
    // pages are prebuilt, so waiting for metadata costs nothing.
    htmlLimitedBots: /.*/,
    env: { NEXT_PUBLIC_CLAVIS_MARKET: market },
    // unauthorized() and forbidden() give the 401 and 403 screens their status codes.
    experimental: {
      authInterrupts: true,
      // vanilla-extract writes a stylesheet per styled module, and Turbopack shipped every page
      // about twenty render-blocking stylesheets (the graph chunking strategy made it more).
      // Inlined, the styles come with the HTML: no request before the first paint (Lighthouse
      // mobile LCP on the home page 3.8-4.4 s -> 1.5 s). Client navigations still use <link>.
      inlineCss: true,
    },
    turbopack: { resolveAlias: sourceAliases(appDir) },
  });
}
