/** @jest-environment node */
import { createSearchIndex } from './createSearchIndex';
import { recordsOf } from './createSearchEngine';
import { publicSearchTypes } from '../records/storyRecord';
import { searchParams } from '../protocol/searchParams';
import { fixtureStory, fixtureUrl } from '../testing/fixtureStories';
import type { IndexableStory } from '../records/storyRecord';
import type { SearchLocale } from '../language/stemmers';
import { createAnalyzer } from '../language/createAnalyzer';
import { queryWords } from './queryWords';

function indexOf(locale: SearchLocale, stories: IndexableStory[]) {
  return createSearchIndex({ name: `test_${locale}`, locale, records: recordsOf(stories, { urlOf: fixtureUrl }, publicSearchTypes) });
}

const titles = (index: ReturnType<typeof indexOf>, query: string) => index.search(searchParams({ query, hitsPerPage: 50 })).hits.map((hit) => String(hit.title));

const product = (slug: string, name: string, code: string, description: string) => fixtureStory(slug, { component: 'product', name, code, kind: 'blank', description });

describe('German compounds in the engine', () => {
  const index = indexOf('de', [
    product('de/global/produkte/vector-vx12', 'Vector VX-12', 'VX-12', 'Autoschlüssel-Rohling für Fahrzeuge.'),
    product('de/global/produkte/domus-dm01', 'Domus DM-01', 'DM-01', 'Zylinderschlüssel für Profilzylinder.'),
    product('de/global/produkte/sentinel-sn30', 'Sentinel SN-30', 'SN-30', 'Bohrmuldenschlüssel für Sicherheitszylinder.'),
    fixtureStory('de/global/seite/schluessel', { component: 'page', title: 'Schlüssel', intro: 'Jeder Schlüssel beginnt als Rohling.' }),
    fixtureStory('de/global/seite/auto', { component: 'page', title: 'Autohaus', intro: 'Für Werkstätten mit Auto und Motorrad.' }),
    product('de/global/produkte/futura', 'Futura', 'FU-100', 'Fräsmaschine für Schlüssel.'),
    product('de/global/produkte/nova', 'Nova', 'NF-200', 'Schlüsselfräsmaschine mit Schnellspanner.'),
    fixtureStory('de/global/seite/maschine', { component: 'page', title: 'Maschine', intro: 'Eine Fräse.' }),
  ]);

  it('finds the word inside compounds: "schlüssel" finds Autoschlüssel, Zylinderschlüssel, Bohrmuldenschlüssel', () => {
    expect(titles(index, 'schlüssel ')).toEqual(expect.arrayContaining(['Vector VX-12', 'Domus DM-01', 'Sentinel SN-30', 'Schlüssel']));
  });

  it('ranks the word found whole above the word found inside a compound', () => {
    expect(titles(index, 'schlüssel ')[0]).toBe('Schlüssel');
  });

  it('finds a compound by its parts: "Schlüsselrohling" finds the page with Schlüssel and Rohling', () => {
    expect(titles(index, 'Schlüsselrohling ')).toEqual(expect.arrayContaining(['Schlüssel', 'Vector VX-12']));
    expect(titles(index, 'Fräsmaschine ')).toEqual(expect.arrayContaining(['Futura', 'Nova']));
  });

  it('keeps the compound itself as a term, above its parts', () => {
    expect(titles(index, 'Zylinderschlüssel ')[0]).toBe('Domus DM-01');
  });

  it('leaves product codes alone', () => {
    expect(titles(index, 'FU-100')).toEqual(['Futura']);
    expect(queryWords('FU-100 ', createAnalyzer('de')).every((word) => word.parts === undefined)).toBe(true);
  });

  it('splits nothing in an English index', () => {
    const english = indexOf('en', [fixtureStory('en/global/x', { component: 'page', title: 'Carkey', intro: 'For a car.' }), fixtureStory('en/global/y', { component: 'page', title: 'Key', intro: 'key' })]);
    expect(titles(english, 'key ')).toEqual(['Key']);
  });
});

describe('German ranking: words found whole before words found only as a compound part', () => {
  const page = (slug: string, title: string, intro: string) => fixtureStory(`de/germany/seite/${slug}`, { component: 'page', title, intro });
  const machine = (slug: string, name: string, code: string, description: string) => fixtureStory(`de/global/produkte/${slug}`, { component: 'product', name, code, kind: 'machine', description });
  const index = indexOf('de', [
    // Products weigh four times news, and a title four times a text: by score alone, these would lead.
    machine('nova', 'Schlüsselfräsmaschine', 'NF-200', 'Schlüsselfräsmaschine für Schlüsselprofile.'),
    machine('titan', 'Laserschlüssel-Fräse Titan für Stahlrohlinge', 'TL-400', 'Laserschlüssel und Stahlrohlinge.'),
    fixtureStory('de/germany/nachrichten/dienst', { component: 'news', title: 'Unser Dienst', date: '2026-01-05 10:00', excerpt: 'Wir kopieren jeden Schlüssel, auch alte Modelle aus Messing und Stahl, in der Werkstatt am Markt, montags bis samstags, solange Sie warten.' }),
    product('de/global/produkte/pilot-pl03', 'Pilot PL-03', 'PL-03', 'Wendeschlüssel-Rohling für Nutzfahrzeuge.'),
    product('de/global/produkte/domus-dm01', 'Domus DM-01', 'DM-01', 'Zylinderschlüssel für Profilzylinder.'),
    page('rohlinge', 'Rohlinge', 'Schlüsselrohlinge für jedes Profil.'),
    page('bulletin', 'Bulletin Januar', 'Die Schlüsseldaten des Monats.'),
    page('datenblatt', 'Datenblatt für Schlüssel', 'Ein Blatt pro Profil.'),
    page('daten', 'Daten', 'Zahlen und Fakten.'),
    // The word whole is common, so it weighs little by score.
    ...['Anfahrt', 'Kontakt', 'Werkstatt', 'Preise'].map((title) => page(title.toLowerCase(), title, `${title}: Ihr Schlüssel.`)),
  ]);

  it('a record with the word whole ranks above one that has it only before a compound head, whatever their weights', () => {
    const found = titles(index, 'schlüssel ');
    expect(found.indexOf('Unser Dienst')).toBeLessThan(found.indexOf('Schlüsselfräsmaschine'));
  });

  it("a compound's head is the word whole: an Autoschlüssel is a Schlüssel, a Schlüsselfräsmaschine is not", () => {
    const found = titles(index, 'schlüssel ');
    expect(found.indexOf('Domus DM-01')).toBeLessThan(found.indexOf('Schlüsselfräsmaschine'));
    expect(found.indexOf('Pilot PL-03')).toBeLessThan(found.indexOf('Schlüsselfräsmaschine'));
  });

  it('a compound query ranks the compound whole first, then a hyphenated compound ending with it, then its parts apart', () => {
    // Rohlinge has Schlüsselrohlinge; Pilot a Wendeschlüssel-Rohling, a kind of Schlüsselrohling; Titan has Laserschlüssel and Stahlrohlinge.
    expect(titles(index, 'schlüsselrohling ')).toEqual(['Rohlinge', 'Pilot PL-03', 'Laserschlüssel-Fräse Titan für Stahlrohlinge']);
  });

  it('words typed apart that a record writes as one compound are found whole there', () => {
    // The Datenblatt page has Schlüssel whole in its title, and Daten only before a head.
    expect(titles(index, 'schlüssel daten ')[0]).toBe('Bulletin Januar');
  });
});

describe('Dutch compounds in the engine', () => {
  const index = indexOf('nl', [
    fixtureStory('nl/global/categorieen/autosleutels', { component: 'category', title: 'Autosleutels', description: 'Blanks voor auto.' }),
    fixtureStory('nl/global/categorieen/machines', { component: 'category', title: 'Sleutelmachines', description: 'Een machine per sleutel.' }),
    fixtureStory('nl/global/seite/sleutel', { component: 'page', title: 'Sleutel', intro: 'Over de sleutel.' }),
  ]);

  it('"sleutel" finds Autosleutels and Sleutelmachines, the whole word first, then the compound it heads', () => {
    const found = titles(index, 'sleutel ');
    expect(found[0]).toBe('Sleutel');
    expect(found).toEqual(expect.arrayContaining(['Autosleutels', 'Sleutelmachines']));
    expect(found.indexOf('Autosleutels')).toBeLessThan(found.indexOf('Sleutelmachines'));
  });

  it('"autosleutel" and "sleutelmachine" find their compounds first', () => {
    expect(titles(index, 'autosleutel ')[0]).toBe('Autosleutels');
    expect(titles(index, 'sleutelmachine ')[0]).toBe('Sleutelmachines');
  });
});
