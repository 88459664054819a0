import { localeCodes, type LocaleCode } from './locales.ts';
import type { RouteParamName } from './params.ts';
import { SEGMENTS, type SegmentKey } from './segments.ts';

/** The route name separator of a localized route id `name___locale` (SPEC.md section 9). */
export const ROUTE_ID_SEPARATOR = '___';

/** A path token: a segment key of `SEGMENTS` or a parameter (`:category` spans one or more segments). */
export type RouteToken = SegmentKey | `:${RouteParamName}`;

/** The groups a signed-in user needs (DESIGN.md section 6): every extranet area `partner`, BU Italia's `bu-italy`. */
export type AccessGroup = 'partner' | 'bu-italy';

interface RouteDefinition {
  readonly name: string;
  readonly tokens: readonly RouteToken[];
  /** The group the route needs; routes without one are public. */
  readonly group?: AccessGroup;
}

/**
 * The 58 routes of DESIGN.md section 5, by bare name, as tokens. The German paths in the comments
 * are SPEC.md section 2's. Order does not matter for matching: static segments win over
 * `:customSlug`, which wins over other parameters, which win over the multi-segment `:category`.
 */
const routeDefinitions = [
  { name: 'home', tokens: [] }, // /
  { name: 'page', tokens: [':slug'] }, // /:slug
  { name: 'custom-landing', tokens: [':customSlug'] }, // /thank-you, /landing-smart-pro-mini
  { name: 'about-us', tokens: ['aboutUs'] }, // /uber-uns
  { name: 'about-us-slug', tokens: ['aboutUs', ':slug'] },
  { name: 'about-us-our-company', tokens: ['aboutUs', 'ourCompany'] }, // /uber-uns/unsere-firma
  { name: 'about-us-our-company-slug', tokens: ['aboutUs', 'ourCompany', ':slug'] },
  { name: 'after-sales', tokens: ['afterSales'] }, // /kundendienst
  { name: 'after-sales-slug', tokens: ['afterSales', ':slug'] },
  { name: 'category-slug', tokens: ['category', ':slug'] }, // /kategorien/:slug
  { name: 'contact-us-slug', tokens: ['contactUs', ':slug'] }, // /kontaktiere-uns/:slug
  { name: 'contacts', tokens: ['contacts'] }, // /kontakte
  { name: 'contacts-slug', tokens: ['contacts', ':slug'] },
  { name: 'events-and-news', tokens: ['eventsAndNews'] }, // /veranstaltungen-und-nachrichten
  { name: 'events-and-news-slug', tokens: ['eventsAndNews', ':slug'] },
  { name: 'events-and-news-events', tokens: ['eventsAndNews', 'events'] },
  { name: 'events-and-news-events-slug', tokens: ['eventsAndNews', 'events', ':slug'] },
  { name: 'events-and-news-news-about-us', tokens: ['eventsAndNews', 'newsAboutUs'] },
  { name: 'events-and-news-news-about-us-slug', tokens: ['eventsAndNews', 'newsAboutUs', ':slug'] },
  { name: 'events-and-news-press-releases', tokens: ['eventsAndNews', 'pressReleases'] },
  {
    name: 'events-and-news-press-releases-slug',
    tokens: ['eventsAndNews', 'pressReleases', ':slug'],
  },
  { name: 'forms-slug', tokens: ['forms', ':slug'] }, // /forms/:slug
  { name: 'industrial-solutions', tokens: ['industrialSolutions'] }, // /industrielle-losungen
  { name: 'industrial-solutions-slug', tokens: ['industrialSolutions', ':slug'] },
  { name: 'new-solutions', tokens: ['newSolutions'] }, // /neue-losungen
  { name: 'new-solutions-slug', tokens: ['newSolutions', ':slug'] },
  { name: 'products', tokens: ['products'] }, // /produkte
  { name: 'products-slug', tokens: ['products', ':slug'] },
  { name: 'products-automotive', tokens: ['products', 'automotive'] }, // /produkte/automotive
  { name: 'products-residential', tokens: ['products', 'residential'] }, // /produkte/wohnbereich
  { name: 'resources', tokens: ['resources'] }, // /ressourcen
  { name: 'resources-slug', tokens: ['resources', ':slug'] },
  { name: 'resources-bulletins', tokens: ['resources', 'bulletins'] }, // /ressourcen/bulletins
  { name: 'resources-bulletins-slug', tokens: ['resources', 'bulletins', ':slug'] },
  { name: 'resources-catalogues', tokens: ['resources', 'catalogues'] }, // /ressourcen/kataloge
  { name: 'resources-catalogues-slug', tokens: ['resources', 'catalogues', ':slug'] },
  { name: 'resources-sellers', tokens: ['resources', 'sellers'] }, // /ressourcen/verkaufer
  { name: 'resources-sellers-slug', tokens: ['resources', 'sellers', ':slug'] },
  { name: 'search', tokens: ['search'] }, // /suchen
  { name: 'shops', tokens: ['shops'] }, // /clavis-shops
  { name: 'shops-slug', tokens: ['shops', ':slug'] },
  { name: 'work-with-us', tokens: ['workWithUs'] }, // /arbeit-bei-uns
  { name: 'work-with-us-slug', tokens: ['workWithUs', ':slug'] },
  // Extranet (login required).
  { name: 'extranet', tokens: ['extranet'], group: 'partner' }, // /extranet
  { name: 'extranet-catalogues', tokens: ['extranet', 'catalogues'], group: 'partner' }, // /extranet/kataloge
  { name: 'extranet-catalogues-folder', tokens: ['extranet', 'catalogues', ':folder_slug'], group: 'partner' },
  {
    name: 'extranet-catalogues-folder-slug',
    tokens: ['extranet', 'catalogues', ':folder_slug', ':slug'],
    group: 'partner',
  },
  { name: 'extranet-documentation-bu-italy', tokens: ['extranet', 'documentationBuItaly'], group: 'bu-italy' },
  {
    name: 'extranet-documentation-bu-italy-slug',
    tokens: ['extranet', 'documentationBuItaly', ':slug'],
    group: 'bu-italy',
  },
  { name: 'extranet-bulletins', tokens: ['extranet', 'newsBulletins'], group: 'partner' }, // /extranet/clavis-nachrichtenbulletins
  { name: 'extranet-bulletins-slug', tokens: ['extranet', 'newsBulletins', ':slug'], group: 'partner' },
  { name: 'extranet-photo-gallery', tokens: ['extranet', 'photoGallery'], group: 'partner' }, // /extranet/fotogalerie
  { name: 'extranet-photo-gallery-category', tokens: ['extranet', 'photoGallery', ':category'], group: 'partner' },
  { name: 'extranet-products', tokens: ['extranet', 'products'], group: 'partner' }, // /extranet/produkte
  { name: 'extranet-products-category', tokens: ['extranet', 'products', ':category'], group: 'partner' },
  { name: 'extranet-products-automotive', tokens: ['extranet', 'products', 'automotive'], group: 'partner' },
  { name: 'extranet-products-residential', tokens: ['extranet', 'products', 'residential'], group: 'partner' },
  { name: 'extranet-search', tokens: ['extranet', 'search'], group: 'partner' }, // /extranet/suchen
] as const satisfies readonly RouteDefinition[];

export type RouteName = (typeof routeDefinitions)[number]['name'];

/** Every route name, in table order. */
export const ROUTE_NAMES: readonly RouteName[] = routeDefinitions.map((route) => route.name);

/** A route with its path (without locale prefix) in every locale, e.g. `/produkte/:slug`. */
export interface RouteEntry {
  readonly name: RouteName;
  readonly tokens: readonly RouteToken[];
  /** Parameter names in path order. */
  readonly params: readonly RouteParamName[];
  /** `/`-joined localized segments with `:param` placeholders; `/` for home. */
  readonly paths: Readonly<Record<LocaleCode, string>>;
  /** Login required (the extranet). */
  readonly protected: boolean;
  /** The group a signed-in user needs to open it; null for a public route. */
  readonly requiredGroup: AccessGroup | null;
}

function isParamToken(token: RouteToken): token is `:${RouteParamName}` {
  return token.startsWith(':');
}

function localizeTokens(tokens: readonly RouteToken[], locale: LocaleCode): string[] {
  return tokens.map((token) => (isParamToken(token) ? token : SEGMENTS[token][locale]));
}

/** The whole route table: the data content generators and the README build on. */
export const ROUTES: readonly RouteEntry[] = routeDefinitions.map((route) => {
  const tokens: readonly RouteToken[] = route.tokens;
  const paths = {} as Record<LocaleCode, string>;
  for (const locale of localeCodes) paths[locale] = `/${localizeTokens(tokens, locale).join('/')}`;
  return {
    name: route.name,
    tokens,
    params: tokens.filter(isParamToken).map((token) => token.slice(1) as RouteParamName),
    paths,
    protected: 'group' in route,
    requiredGroup: 'group' in route ? route.group : null,
  };
});

const routesByName = new Map<string, RouteEntry>(ROUTES.map((route) => [route.name, route]));

export function isRouteName(value: unknown): value is RouteName {
  return typeof value === 'string' && routesByName.has(value);
}

/** The table entry of one route. */
export function getRoute(name: RouteName): RouteEntry {
  const route = routesByName.get(name);
  if (!route) throw new TypeError(`Unknown route "${String(name)}"`);
  return route;
}

/**
 * A route's localized segments, parameters kept as `:name` placeholders:
 * `routeSegments('resources-catalogues-slug', 'de')` is `['ressourcen', 'kataloge', ':slug']`.
 * The story slug of a page below its market folder is these segments with the parameters filled
 * in (DESIGN.md section 3).
 */
export function routeSegments(name: RouteName, locale: LocaleCode): string[] {
  return localizeTokens(getRoute(name).tokens, locale);
}

/** The localized route id `name___locale`. */
export function routeId(name: RouteName, locale: LocaleCode): string {
  return `${name}${ROUTE_ID_SEPARATOR}${locale}`;
}

/** Splits a localized route id; null when it is not one. */
export function parseRouteId(id: string): { route: RouteName; locale: LocaleCode } | null {
  const at = id.lastIndexOf(ROUTE_ID_SEPARATOR);
  if (at < 0) return null;
  const route = id.slice(0, at);
  const locale = id.slice(at + ROUTE_ID_SEPARATOR.length);
  if (!isRouteName(route) || !(localeCodes as readonly string[]).includes(locale)) return null;
  return { route, locale: locale as LocaleCode };
}
