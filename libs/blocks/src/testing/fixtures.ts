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
