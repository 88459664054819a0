// Loaded by Node from dist/ (the cache handler) and bundled by Turbopack (the instrumentation).
import { siteConfig } from '../config/siteConfig';
import { processWide } from '../process/processWide';
import { createConsentAssets, type ConsentAssets } from './consentAssets';
import { withConsentLoader } from './consentPage';

/**
 * This server's consent scripts, made once from the run-time `GTM_ID`; undefined without it (and
 * while `next build` prerenders, so the prebuilt pages never depend on it).
 */
export function siteConsent(): ConsentAssets | undefined {
  return processWide('consentAssets', () => {
    const { market, env, prebuilding } = siteConfig();
    return env.GTM_ID && !prebuilding ? createConsentAssets({ market, gtmId: env.GTM_ID }) : undefined;
  });
}

/** The rewrite a served page gets with a tag manager configured (`withConsentLoader`); undefined without one. */
export function consentPageHtml(): ((html: string) => string) | undefined {
  const consent = siteConsent();
  return consent && ((html) => withConsentLoader(html, consent.loaderPath));
}
