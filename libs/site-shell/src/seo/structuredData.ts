import type { Story } from '@clavis/cms-client';
import { absoluteUrl } from './siteOrigin';

/** One schema.org node, as JSON-LD. */
export type JsonLdNode = { '@context'?: 'https://schema.org'; '@type': string } & Record<string, unknown>;

const BRAND = 'Clavis';

interface AssetLike {
  filename?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** A CMS asset's absolute URL: the CDN's absolute one as is, a site-relative `/f/...` on the site's origin. */
export function assetUrl(asset: unknown, origin: string): string | undefined {
  const filename = text((asset as AssetLike | null | undefined)?.filename);
  if (!filename) return undefined;
  return /^https?:\/\//.test(filename) ? filename : absoluteUrl(origin, filename.startsWith('/') ? filename : `/${filename}`);
}

/** A Storyblok date (`2026-05-10 09:00`, UTC) as ISO 8601; undefined when it is not a date. */
export function isoDate(value: unknown): string | undefined {
  const raw = text(value);
  if (!raw) return undefined;
  const normalized = raw.includes('T') ? raw : raw.replace(' ', 'T');
  const withZone = /(Z|[+-]\d{2}:?\d{2})$/.test(normalized) || !normalized.includes('T') ? normalized : `${normalized}Z`;
  const time = Date.parse(withZone);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** Drops undefined fields, so the JSON carries only what the story has. */
function node(fields: JsonLdNode): JsonLdNode {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as JsonLdNode;
}

export function organizationNode({ name, origin, homeUrl }: { name: string; origin: string; homeUrl: string }): JsonLdNode {
  return node({ '@type': 'Organization', '@id': `${origin}/#organization`, name, url: homeUrl, brand: { '@type': 'Brand', name: BRAND } });
}

export function breadcrumbNode(crumbs: readonly { name: string; url: string }[]): JsonLdNode {
  return node({
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  });
}

interface PageNodeInput {
  story: Story;
  /** The page's absolute URL. */
  url: string;
  origin: string;
  /** BCP 47 tag of the page's language. */
  language: string;
}

function productNode({ story, url, origin }: PageNodeInput): JsonLdNode {
  const content = story.content as { name?: unknown; code?: unknown; description?: unknown; images?: unknown; segment?: unknown };
  const images = Array.isArray(content.images) ? content.images.map((image) => assetUrl(image, origin)).filter(Boolean) : [];
  return node({
    '@type': 'Product',
    name: text(content.name) ?? story.name,
    sku: text(content.code),
    description: text(content.description),
    image: images.length > 0 ? images : undefined,
    category: text(content.segment),
    brand: { '@type': 'Brand', name: BRAND },
    url,
  });
}

function newsArticleNode({ story, url, origin, language }: PageNodeInput): JsonLdNode {
  const content = story.content as { title?: unknown; excerpt?: unknown; date?: unknown; image?: unknown };
  const image = assetUrl(content.image, origin);
  return node({
    '@type': 'NewsArticle',
    headline: text(content.title) ?? story.name,
    description: text(content.excerpt),
    datePublished: isoDate(content.date) ?? isoDate(story.first_published_at),
    dateModified: isoDate(story.published_at),
    image: image ? [image] : undefined,
    inLanguage: language,
    mainEntityOfPage: url,
    author: { '@id': `${origin}/#organization` },
    publisher: { '@id': `${origin}/#organization` },
  });
}

function eventNode({ story, url, origin }: PageNodeInput): JsonLdNode {
  const content = story.content as { title?: unknown; excerpt?: unknown; start_date?: unknown; end_date?: unknown; location?: unknown; image?: unknown };
  const image = assetUrl(content.image, origin);
  const location = text(content.location);
  return node({
    '@type': 'Event',
    name: text(content.title) ?? story.name,
    description: text(content.excerpt),
    startDate: isoDate(content.start_date),
    endDate: isoDate(content.end_date),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: location ? { '@type': 'Place', name: location, address: location } : undefined,
    image: image ? [image] : undefined,
    organizer: { '@id': `${origin}/#organization` },
    url,
  });
}

/** The page's own node by content type: Product, NewsArticle (news and press releases), Event; null for the rest. */
export function pageNode(input: PageNodeInput): JsonLdNode | null {
  switch ((input.story.content as { component?: string }).component) {
    case 'product':
      return productNode(input);
    case 'news':
    case 'press_release':
      return newsArticleNode(input);
    case 'event':
      return eventNode(input);
    default:
      return null;
  }
}

/** One JSON-LD document (`@graph`) for the page's nodes. */
export function jsonLdGraph(nodes: readonly (JsonLdNode | null)[]): Record<string, unknown> {
  return { '@context': 'https://schema.org', '@graph': nodes.filter((item): item is JsonLdNode => item !== null) };
}

/** JSON safe inside `<script>`: no `</script>` or comment opener can end it early. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}
