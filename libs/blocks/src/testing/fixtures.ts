// The content server's committed fixture stories, read by blocks' tests and stories so that what
// designers review, what tests assert and what the local site serves are the same content.
import type { Story } from '@clavis/cms-client';
import aboutUs from '@clavis/content-server/stories/de/germany/uber-uns/_startpage.json';
import ourCompany from '@clavis/content-server/stories/de/germany/uber-uns/unsere-firma/_startpage.json';
import afterSales from '@clavis/content-server/stories/de/germany/kundendienst/_startpage.json';
import industrialSolutions from '@clavis/content-server/stories/de/germany/industrielle-losungen/_startpage.json';
import newSolutions from '@clavis/content-server/stories/de/germany/neue-losungen/_startpage.json';
import home from '@clavis/content-server/stories/de/germany/_startpage.json';
import config from '@clavis/content-server/stories/de/germany/config.json';
import resources from '@clavis/content-server/stories/de/germany/ressourcen/_startpage.json';
import eventsAndNews from '@clavis/content-server/stories/de/germany/veranstaltungen-und-nachrichten/_startpage.json';
import thankYou from '@clavis/content-server/stories/de/germany/thank-you.json';
import smartProMini from '@clavis/content-server/stories/de/germany/landing-smart-pro-mini.json';

// Listing and detail pages (kept out of `fixtureStories`, whose bloks other fixtures count).
import categoryAutoschluessel from '@clavis/content-server/stories/de/global/kategorien/autoschluessel.json';
import categoryMachines from '@clavis/content-server/stories/de/global/kategorien/maschinen-fahrzeugschluessel.json';
import productsPage from '@clavis/content-server/stories/de/global/produkte/_startpage.json';
import automotivePage from '@clavis/content-server/stories/de/global/produkte/automotive.json';
import futura from '@clavis/content-server/stories/de/global/produkte/futura.json';
import novaFlat from '@clavis/content-server/stories/de/global/produkte/nova-flat.json';
import tracerKitT2 from '@clavis/content-server/stories/de/global/produkte/tracer-kit-t2.json';
import pilotPl03 from '@clavis/content-server/stories/de/global/produkte/pilot-pl03.json';
import pilotPl05 from '@clavis/content-server/stories/de/global/produkte/pilot-pl05.json';
import pilotPl07 from '@clavis/content-server/stories/de/global/produkte/pilot-pl07.json';
import stradaSt21 from '@clavis/content-server/stories/de/global/produkte/strada-st21.json';
import stradaSt23 from '@clavis/content-server/stories/de/global/produkte/strada-st23.json';
import stradaSt25 from '@clavis/content-server/stories/de/global/produkte/strada-st25.json';
import stradaSt27 from '@clavis/content-server/stories/de/global/produkte/strada-st27.json';
import vectorVx12 from '@clavis/content-server/stories/de/global/produkte/vector-vx12.json';
import vectorVx14 from '@clavis/content-server/stories/de/global/produkte/vector-vx14.json';
import vectorVx16 from '@clavis/content-server/stories/de/global/produkte/vector-vx16.json';
import vectorVx18 from '@clavis/content-server/stories/de/global/produkte/vector-vx18.json';
import newsPage from '@clavis/content-server/stories/de/germany/veranstaltungen-und-nachrichten/nachrichten-uber-uns/_startpage.json';
import newsAcademyKoln from '@clavis/content-server/stories/de/germany/veranstaltungen-und-nachrichten/nachrichten-uber-uns/academy-koln.json';
import newsTitanLaser from '@clavis/content-server/stories/de/germany/veranstaltungen-und-nachrichten/nachrichten-uber-uns/titan-laser.json';
import newsServiceHubLyon from '@clavis/content-server/stories/de/germany/veranstaltungen-und-nachrichten/nachrichten-uber-uns/service-hub-lyon.json';
import eventsPage from '@clavis/content-server/stories/de/germany/veranstaltungen-und-nachrichten/veranstaltungen/_startpage.json';
import eventAutomechanika from '@clavis/content-server/stories/de/germany/veranstaltungen-und-nachrichten/veranstaltungen/automechanika-2026.json';
import eventOpenDay from '@clavis/content-server/stories/de/germany/veranstaltungen-und-nachrichten/veranstaltungen/clavis-open-day-2026.json';
import eventSicur from '@clavis/content-server/stories/de/germany/veranstaltungen-und-nachrichten/veranstaltungen/sicur-2026.json';
import pressRelease from '@clavis/content-server/stories/de/germany/veranstaltungen-und-nachrichten/pressemitteilungen/clavis-2026-sustainability-report.json';
import cataloguesPage from '@clavis/content-server/stories/de/germany/ressourcen/kataloge/_startpage.json';
import catalogueAutomotive from '@clavis/content-server/stories/de/germany/ressourcen/kataloge/automotive-2026.json';
import catalogueMachines from '@clavis/content-server/stories/de/germany/ressourcen/kataloge/machines-2026.json';
import resourceCertifications from '@clavis/content-server/stories/de/germany/ressourcen/certifications.json';
import shopsPage from '@clavis/content-server/stories/de/germany/clavis-shops/_startpage.json';
import shopBerlin from '@clavis/content-server/stories/de/germany/clavis-shops/berlin.json';
import shopMilano from '@clavis/content-server/stories/de/germany/clavis-shops/milano.json';
import contactSales from '@clavis/content-server/stories/de/germany/kontakte/sales.json';
import jobEmbedded from '@clavis/content-server/stories/de/germany/arbeit-bei-uns/embedded-software-developer.json';
import landingPage from '@clavis/content-server/stories/de/germany/smart-pro-woche.json';
import extranetKeys from '@clavis/content-server/stories/de/extranet/produkte/keys/_startpage.json';

/** German pages of the germany market, by name. */
export const fixtureStories = {
  home,
  config,
  aboutUs,
  ourCompany,
  afterSales,
  industrialSolutions,
  newSolutions,
  resources,
  eventsAndNews,
  thankYou,
  smartProMini,
} as unknown as Record<string, Story>;

type AnyBlok = { _uid: string; component: string } & Record<string, unknown>;

function* bloks(value: unknown): Generator<AnyBlok> {
  if (Array.isArray(value)) {
    for (const item of value) yield* bloks(item);
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if (typeof record['_uid'] === 'string' && typeof record['component'] === 'string') yield record as AnyBlok;
    for (const child of Object.values(record)) yield* bloks(child);
  }
}

/** Every fixture blok of a component, in page order (all fixture pages, nested bloks included). */
export function fixtureBloks(component: string, stories: readonly Story[] = Object.values(fixtureStories)): AnyBlok[] {
  return stories.flatMap((story) => [...bloks(story.content)].filter((blok) => blok.component === component));
}

/** The first fixture blok of a component; throws when the fixtures have none (a fixture went missing). */
export function fixtureBlok(component: string, stories?: readonly Story[]): AnyBlok {
  const [first] = fixtureBloks(component, stories);
  if (!first) throw new Error(`No fixture blok "${component}" in the content server's fixtures`);
  return first;
}

const detailPool = [
  categoryAutoschluessel,
  categoryMachines,
  productsPage,
  automotivePage,
  futura,
  novaFlat,
  tracerKitT2,
  pilotPl03,
  pilotPl05,
  pilotPl07,
  stradaSt21,
  stradaSt23,
  stradaSt25,
  stradaSt27,
  vectorVx12,
  vectorVx14,
  vectorVx16,
  vectorVx18,
  newsPage,
  newsAcademyKoln,
  newsTitanLaser,
  newsServiceHubLyon,
  eventsPage,
  eventAutomechanika,
  eventOpenDay,
  eventSicur,
  pressRelease,
  cataloguesPage,
  catalogueAutomotive,
  catalogueMachines,
  resourceCertifications,
  shopsPage,
  shopBerlin,
  shopMilano,
  contactSales,
  jobEmbedded,
  landingPage,
  extranetKeys,
] as unknown as Story[];

const byUuid = new Map(detailPool.map((story) => [story.uuid, story]));
const relationFields = ['category', 'related', 'products', 'catalogue'];

/** A fixture story with its relation fields resolved from the fixtures, as `resolve_relations` answers them. */
export function withResolvedRelations(story: Story): Story {
  const content = { ...(story.content as Record<string, unknown>) };
  for (const field of relationFields) {
    const value = content[field];
    if (typeof value === 'string') content[field] = byUuid.get(value) ?? value;
    if (Array.isArray(value)) content[field] = value.map((item) => (typeof item === 'string' ? (byUuid.get(item) ?? item) : item));
  }
  return { ...story, content } as Story;
}

const resolve = (stories: readonly unknown[]): Story[] => (stories as Story[]).map(withResolvedRelations);

const pageFixtures = {
  categoryAutoschluessel,
  productsPage,
  automotivePage,
  futura,
  newsPage,
  newsAcademyKoln,
  eventsPage,
  eventAutomechanika,
  pressRelease,
  cataloguesPage,
  resourceCertifications,
  shopsPage,
  shopBerlin,
  contactSales,
  jobEmbedded,
  landingPage,
  extranetKeys,
};

/** Pages whose template lists stories or shows one entry, relations resolved (German, germany market). */
export const fixturePages = Object.fromEntries(
  Object.entries(pageFixtures).map(([name, story]) => [name, withResolvedRelations(story as unknown as Story)]),
) as Record<keyof typeof pageFixtures, Story>;

/** A fixture page story by name; throws when the fixtures have none (a fixture went missing). */
export function fixtureStory(name: string): Story {
  const story = fixtureStories[name];
  if (!story) throw new Error(`No fixture story "${name}"`);
  return story;
}

/** The stories a listing page lists (the answer to its `pageListingRequest`), relations resolved. */
export const fixtureListings = {
  autoschluessel: resolve([pilotPl03, pilotPl05, pilotPl07, stradaSt21, stradaSt23, stradaSt25, stradaSt27, vectorVx12, vectorVx14, vectorVx16, vectorVx18]),
  products: resolve([futura, novaFlat, tracerKitT2, pilotPl03, stradaSt21, vectorVx12]),
  news: resolve([newsAcademyKoln, newsTitanLaser, newsServiceHubLyon]),
  events: resolve([eventAutomechanika, eventOpenDay, eventSicur]),
  catalogues: resolve([catalogueAutomotive, catalogueMachines]),
  shops: resolve([shopBerlin, shopMilano]),
} satisfies Record<string, Story[]>;
