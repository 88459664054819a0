import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin';
import type { NextConfig } from 'next';
import type { Market } from '@clavis/i18n-routing';

/**
 * The Next.js configuration every market app shares; the market is fixed at build time.
 * @see DESIGN.md section 1
 */
export function createNextConfig(market: Market): NextConfig {
  // Turbopack needs the plugin's turbopack mode; without it `next build` refuses a webpack-only
  // config (see TOOLING.md).
  const withVanillaExtract = createVanillaExtractPlugin({ unstable_turbopack: { mode: 'auto' } });
  return withVanillaExtract({
    reactStrictMode: true,
    poweredByHeader: false,
    trailingSlash: false,
    env: { NEXT_PUBLIC_CLAVIS_MARKET: market },
  });
}
