import type { IndexableStory } from '../records/storyRecord';

let counter = 0;

/** A published story as the CMS answers it, with only the fields the records read. */
export function fixtureStory(fullSlug: string, content: Record<string, unknown>, uuid?: string): IndexableStory {
  counter += 1;
  return {
    uuid: uuid ?? `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    name: String(content.title ?? content.name ?? fullSlug),
    full_slug: fullSlug,
    content: { _uid: `uid${counter}`, ...content },
  };
}

const text = (value: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: value }] }] });

/** A slice of the German catalogue and pages, with the spellings the language tests need. */
export function germanStories(): IndexableStory[] {
  const machines = fixtureStory('de/global/kategorien/maschinen-fahrzeugschluessel', { component: 'category', title: 'Maschinen für Fahrzeugschlüssel', description: 'Fräsmaschinen für Autoschlüssel.' }, 'cat-machines-car');
  const blanks = fixtureStory('de/global/kategorien/schluesselrohlinge', { component: 'category', title: 'Schlüsselrohlinge', description: 'Rohlinge für jeden Schlüssel.' }, 'cat-blanks');
  return [
    machines,
    blanks,
    fixtureStory('de/global/produkte/futura', { component: 'product', name: 'Futura', code: 'FU-100', kind: 'machine', segment: 'automotive', category: 'cat-machines-car', description: 'Elektronische Schlüsselfräsmaschine für Fahrzeug- und Zylinderschlüssel.', images: [{ filename: '/f/1/800x600/a/futura.jpg' }] }, 'prod-futura'),
    fixtureStory('de/global/produkte/futura-pro', { component: 'product', name: 'Futura Pro', code: 'FU-200', kind: 'machine', segment: 'automotive', category: 'cat-machines-car', description: 'Die Futura mit Tablet und Klemmbacken für Transponder.' }, 'prod-futura-pro'),
    fixtureStory('de/global/produkte/arca-ar50', { component: 'product', name: 'Arca AR-50', code: 'AR-50', kind: 'blank', segment: 'residential', category: 'cat-blanks', description: 'Rohling für Zylinderschlösser.' }, 'prod-ar50'),
    fixtureStory('de/global/produkte/arca-ar52', { component: 'product', name: 'Arca AR-52', code: 'AR-52', kind: 'blank', segment: 'residential', category: 'cat-blanks', description: 'Rohling für Zylinderschlösser mit Profil 52.' }, 'prod-ar52'),
    fixtureStory('de/germany/uber-uns/schluesseldienst', { component: 'page', title: 'Der Schlüssel zum Erfolg', body: [{ component: 'rich_text', text: text('Wie ein Schlüssel entsteht: vom Rohling zur Fräsung.') }] }),
    fixtureStory('de/germany/kundendienst/ersatzschluessel', { component: 'page', title: 'Ersatz bestellen', intro: 'Einen verlorenen Schlüssel nachmachen lassen.' }),
    fixtureStory('de/germany/veranstaltungen-und-nachrichten/nachrichten-uber-uns/messe-2025', { component: 'news', title: 'Clavis auf der Messe 2025', date: '2025-03-01 10:00', excerpt: 'Neue Maschinen in Essen.' }),
    fixtureStory('de/germany/veranstaltungen-und-nachrichten/nachrichten-uber-uns/messe-2026', { component: 'news', title: 'Clavis auf der Messe 2026', date: '2026-03-01 10:00', excerpt: 'Neue Maschinen in Köln.' }),
    fixtureStory('de/germany/veranstaltungen-und-nachrichten/veranstaltungen/tag-der-offenen-tur', { component: 'event', title: 'Tag der offenen Tür', start_date: '2026-05-10 09:00', excerpt: 'Maschinen live erleben.' }),
    fixtureStory('de/germany/config', { component: 'site_config', site_name: 'Clavis Schlüssel' }),
  ];
}

/** Romanian key pages written with comma-below letters (ș, ț) and with the cedilla ones (ş, ţ). */
export function romanianStories(): IndexableStory[] {
  return [
    fixtureStory('ro/global/categorii/chei-auto', { component: 'category', title: 'Chei auto', description: 'Chei pentru mașini și camioane.' }),
    fixtureStory('ro/global/pagina/cheie-de-siguranta', { component: 'page', title: 'Cheie de siguranţă', intro: 'O cheie pentru uşi de birou, ştanţată în fabrică.' }),
    fixtureStory('ro/global/pagina/cheile-tale', { component: 'page', title: 'Cheile tale, protejate', intro: 'Copiem cheia în atelierul din București.' }),
    fixtureStory('ro/global/pagina/despre-noi', { component: 'page', title: 'Despre noi', intro: 'O firmă de familie.' }),
  ];
}

export function russianStories(): IndexableStory[] {
  return [
    fixtureStory('ru/global/kategorii/avtomobilnye-klyuchi', { component: 'category', title: 'Автомобильные ключи', description: 'Ключи для автомобилей и грузовиков.' }),
    fixtureStory('ru/global/stranica/zagotovki', { component: 'page', title: 'Заготовки ключей', intro: 'Всё для ключей: заготовки и станки.' }),
    fixtureStory('ru/global/stranica/o-nas', { component: 'page', title: 'О нас', intro: 'Семейная компания.' }),
  ];
}

/** A story's URL in the fixtures: the path below the market folder. */
export function fixtureUrl(fullSlug: string): string | null {
  const [locale, , ...rest] = fullSlug.split('/');
  if (!locale) return null;
  return `/${locale}/${rest.join('/')}`;
}
