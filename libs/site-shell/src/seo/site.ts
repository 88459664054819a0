import 'server-only';
import type { Story } from '@clavis/cms-client';
import { siteConfig } from '../config/siteConfig';
import { siteOriginFrom } from './siteOrigin';

/** The public origin of this server's site (`SITE_URL`, else the local app). */
export function siteOrigin(): string {
  const { env, market } = siteConfig();
  return siteOriginFrom(env.SITE_URL, market);
}

/** The site's name for Open Graph and the Organization node: the site configuration's, else the brand. */
export function siteNameOf(siteConfig: Story | null): string {
  const name = (siteConfig?.content as { site_name?: unknown } | undefined)?.site_name;
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : 'Clavis';
}
