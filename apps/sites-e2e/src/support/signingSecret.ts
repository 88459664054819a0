/**
 * The download-link key of the app the suite starts (playwright.config.ts hands it over as
 * EXTRANET_SIGNING_SECRET; an environment that sets its own keeps it), so a test can make the link
 * the server would have made, expired. A test fixture like the content server's token, never a
 * production value.
 */
export const SUITE_SIGNING_SECRET = process.env['EXTRANET_SIGNING_SECRET'] ?? 'clavis-e2e-extranet-signing-secret-not-for-production';
