import type { Page } from '@playwright/test';

/** Logs `email` in at the provider `issuer` for the site at `site` and answers the extranet access token. */
export function partnerAccessToken(options: {
  issuer: string;
  site: string;
  email: string;
  password: string;
}): Promise<string>;
/** The embedded provider's test partner who may see the whole extranet. */
export const BU_ITALIA: { email: string; password: string; name: string };
/** Fills and submits the provider's login form in a tab the site has sent to it. */
export function submitProviderLogin(
  page: Page,
  partner: { email: string; password: string },
): Promise<void>;
