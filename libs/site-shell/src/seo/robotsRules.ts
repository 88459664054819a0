import type { MetadataRoute } from 'next';
import { absoluteUrl } from './siteOrigin';

/**
 * robots.txt: pages are open to crawlers; route handlers and the extranet (behind a login, its
 * content never in static HTML) are not.
 */
export function robotsRules(origin: string): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/extranet', '/*/extranet'] },
    sitemap: absoluteUrl(origin, '/sitemap.xml'),
  };
}
