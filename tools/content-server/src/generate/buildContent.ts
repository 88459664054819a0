// Builds the whole fixture space in memory: stories in the tree of DESIGN.md section 3, the
// `redirects` datasource, and the list of asset files (images drawn with sharp, PDFs with pdf-lib).
import { createHash } from 'node:crypto';
import {
  getMarketConfig,
  localizePath,
  MARKETS,
  type LocaleCode,
  type Market,
  type RouteName,
  type RouteParams,
} from '@clavis/i18n-routing';
import type { ContentData, StoredDatasourceEntry, StoredStory } from '../types';
import { assetKey, type CommittedAssets } from './committedAssets';
import { drawProduct, drawScene, type KeyLook } from './draw';
import { makePdf } from './pdfs';
import { buildProductSeeds, CATEGORY_KEYS, CATEGORY_SEGMENT, type CategoryKey, type ProductSeed } from './seed';
import { specLabel } from './specLabels';
import { specValue } from './specValues';
import {
  CATEGORIES,
  CITIES,
  FAIRS,
  fill,
  HOME,
  JOBS,
  MISC_SLUGS,
  NEWS_SUBJECTS,
  PEOPLE,
  PRESS_DRAFT,
  PRESS_LAUNCH,
  PRESS_SUBJECTS,
  SECTION_TITLES,
  SUB_PAGES,
  TEMPLATES,
} from './texts';

export const SPACE_ID = 287000;
const BASE_DATE = Date.UTC(2026, 0, 15, 9, 0, 0);
type Content = StoredStory['content'];

export interface AssetFile {
  /** Path below the assets folder (`287000/800x600/{hash}/futura.jpg`). */
  path: string;
  bytes: Buffer;
}

export interface GeneratedSpace {
  data: ContentData;
  assets: AssetFile[];
}

const hash = (text: string, length = 40) => createHash('sha1').update(text).digest('hex').slice(0, length);

/** A valid RFC 4122 (version 4 layout) uuid that is a pure function of its key. */
export function uuidFor(key: string): string {
  const hex = hash(`uuid:${key}`, 32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[Number.parseInt(hex[16] as string, 16) % 4]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const uid = (key: string) => hash(`uid:${key}`, 12);
const isoDate = (days: number) => new Date(BASE_DATE + days * 86_400_000).toISOString();
/** Storyblok's date field format. */
const sbDate = (days: number, hour = 9) => new Date(BASE_DATE + days * 86_400_000 + (hour - 9) * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

const paragraphDoc = (...paragraphs: string[]) => ({
  type: 'doc',
  content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
});

/** The slug path of a route below its folder: the localized URL path without the locale prefix. */
function pathBelowFolder(market: Market, locale: LocaleCode, route: RouteName, params?: RouteParams): string {
  const home = localizePath({ market, locale, route: 'home' });
  const url = localizePath({ market, locale, route, ...(params ? { params } : {}) });
  const prefix = home === '/' ? '' : home;
  return url.slice(prefix.length).replace(/^\/+/, '');
}

class SpaceBuilder {
  readonly stories = new Map<string, Omit<StoredStory, 'id'>>();
  readonly assets = new Map<string, AssetFile>();
  readonly folderNames: Record<string, string> = {};
  /**
   * Stories added after the space was first published: numbered after all others, so that adding
   * them shifts no existing story's id (ids follow the sorted slugs).
   */
  readonly later = new Set<string>();

  constructor(private readonly committed?: CommittedAssets) {}

  add(fullSlug: string, group: string, name: string, content: Omit<Content, '_uid'> & { component: string }, options: { startpage?: boolean; position?: number; days?: number; tags?: string[]; published?: boolean; draft?: Record<string, unknown>; later?: boolean } = {}) {
    const full = options.startpage ? `${fullSlug.replace(/\/+$/, '')}/` : fullSlug;
    if (this.stories.has(full)) throw new Error(`Duplicate story ${full}`);
    if (options.later) this.later.add(full);
    const days = options.days ?? 0;
    const published = options.published ?? true;
    const story: Omit<StoredStory, 'id'> = {
      uuid: uuidFor(full),
      name,
      slug: options.startpage ? 'index' : (full.split('/').pop() as string),
      full_slug: full,
      content: { _uid: uid(full), ...content } as Content,
      published,
      created_at: isoDate(days - 3),
      published_at: published ? isoDate(days) : null,
      first_published_at: published ? isoDate(days) : null,
      is_startpage: options.startpage ?? false,
      group_id: uuidFor(`group:${group}`),
      position: options.position ?? 0,
      tag_list: options.tags ?? [],
      sort_by_date: null,
    };
    if (options.startpage && full.length > 1) this.folderNames[full.slice(0, -1)] = name;
    if (options.draft) story.draft_content = { ...story.content, ...options.draft } as Content;
    this.stories.set(full, story);
    return story;
  }

  /**
   * Registers an asset file once and answers the asset field that points to it. A picture's path
   * names its size (`/f/{space}/{w}x{h}/{hash}/{file}`); `size: null` leaves it out, as a real space
   * writes a document (`/f/{space}/{hash}/{file}`).
   */
  async asset(name: string, render: () => Promise<Buffer>, alt: string, size: string | null = '800x600') {
    // A file already written (`committed`) keeps its path and is not drawn again.
    let path = this.committed?.get(assetKey(name, size));
    if (!path) {
      const bytes = await render();
      const digest = hash(bytes.toString('base64'), 10);
      path = size === null ? `${SPACE_ID}/${digest}/${name}` : `${SPACE_ID}/${size}/${digest}/${name}`;
      if (!this.assets.has(path)) this.assets.set(path, { path, bytes });
    }
    return { id: Number.parseInt(hash(path, 7), 16), filename: `/f/${path}`, alt, title: alt, name: '', focus: null, fieldtype: 'asset' as const };
  }
}

interface Context {
  b: SpaceBuilder;
  /** How many series of the catalogue, news, events, press, catalogues and partner documents. */
  scale: number;
  products: ProductSeed[];
  productImages: Map<string, AssetField[]>;
  scenes: AssetField[];
  categoryImages: Map<CategoryKey, AssetField>;
  catalogueFiles: { file: AssetField; cover: AssetField; key: string; year: number }[];
  docFiles: AssetField[];
  /** Files only trade partners get (DESIGN.md section 6): never linked by a public page. */
  partner: PartnerFiles;
}

type AssetField = Awaited<ReturnType<SpaceBuilder['asset']>>;

interface PartnerFiles {
  /** Catalogue PDFs by `{folder}-{year}`, with their page count. */
  catalogues: Map<string, { file: AssetField; pages: number }>;
  bulletins: AssetField[];
  documents: AssetField[];
  /** Gallery pictures, in order; categories take slices. */
  pictures: AssetField[];
  /** One partner data sheet per product slug. */
  dataSheets: Map<string, AssetField>;
  /** The service manual every product page offers partners. */
  serviceManual: AssetField;
}

/** The products of one series of the catalogue (0 is the seed's own). */
function seriesOf(ctx: Context, series: number): ProductSeed[] {
  const size = ctx.products.length / ctx.scale;
  return ctx.products.slice(series * size, (series + 1) * size);
}

const storyLink = (fullSlug: string, anchor?: string) => ({
  fieldtype: 'multilink',
  linktype: 'story',
  id: uuidFor(fullSlug),
  cached_url: fullSlug,
  url: '',
  ...(anchor ? { anchor } : {}),
});

/** German and English copy is complete; other locales read the English copy under translated titles. */
const copy = (locale: LocaleCode, texts: { de: string; en: string }) => (locale === 'de' ? texts.de : texts.en);

interface ShowcaseOptions {
  locale: LocaleCode;
  scene: (n: number) => AssetField | undefined;
  /** uuids of the area's sub pages. */
  subPages: string[];
  contactLink: ReturnType<typeof storyLink>;
}

/**
 * The area start pages show every block SPEC.md section 2 lists beyond the basics, with realistic
 * copy, so the blocks' stories, tests and the running site read the same fixture content.
 */
function areaShowcase(key: string, folderSlug: string, { locale, scene, subPages, contactLink }: ShowcaseOptions): Record<string, unknown>[] {
  const id = (name: string) => uid(`${folderSlug}showcase/${name}`);
  const c = (de: string, en: string) => copy(locale, { de, en });
  switch (key) {
    case 'aboutUs':
      return [
        { _uid: id('rtwi'), component: 'rich_text_with_image', text: paragraphDoc(c('Clavis ist ein Familienunternehmen aus Conegliano. Drei Generationen haben aus einer Werkstatt für Schlüsselrohlinge einen Hersteller von Fräsmaschinen gemacht, die in 120 Ländern arbeiten.', 'Clavis is a family company from Conegliano. Three generations turned a workshop for key blanks into a maker of cutting machines that work in 120 countries.'), c('Entwicklung, Fertigung und Service liegen bei uns unter einem Dach.', 'Engineering, production and service sit under one roof.')), image: scene(4), image_position: 'right' },
        { _uid: id('grid'), component: 'paragraphs_grid', title: c('Clavis in Zahlen', 'Clavis in numbers'), items: [
          { _uid: id('grid/1'), component: 'paragraph_item', title: '1962', text: c('Gründung in Conegliano', 'Founded in Conegliano') },
          { _uid: id('grid/2'), component: 'paragraph_item', title: '120', text: c('Länder mit Clavis-Maschinen', 'Countries with Clavis machines') },
          { _uid: id('grid/3'), component: 'paragraph_item', title: '4.000', text: c('Schlüsselprofile im Katalog', 'Key profiles in the catalogue') },
        ] },
        { _uid: id('faq'), component: 'accordion', title: c('Häufige Fragen', 'Frequently asked questions'), items: [
          { _uid: id('faq/1'), component: 'accordion_item', title: c('Wo werden Clavis-Maschinen gebaut?', 'Where are Clavis machines built?'), text: paragraphDoc(c('Alle Maschinen werden in unserem Werk in Conegliano entwickelt und montiert.', 'Every machine is designed and assembled at our plant in Conegliano.')) },
          { _uid: id('faq/2'), component: 'accordion_item', title: c('Wie bekomme ich Schlüsseldaten-Updates?', 'How do I get key data updates?'), text: paragraphDoc(c('Vernetzte Maschinen laden neue Daten monatlich selbst herunter.', 'Connected machines download new data by themselves every month.')) },
          { _uid: id('faq/3'), component: 'accordion_item', title: c('Wer repariert meine Maschine?', 'Who repairs my machine?'), text: paragraphDoc(c('Unser Kundendienst, innerhalb von fünf Werktagen und mit Leihmaschine.', 'Our after-sales team, within five working days and with a loan machine.')) },
        ] },
        { _uid: id('images'), component: 'image_grid', title: c('Einblicke', 'Inside Clavis'), columns: 3, images: [5, 6, 7].map((n) => scene(n)) },
        { _uid: id('small'), component: 'small_banner', title: c('Sprechen Sie mit uns', 'Talk to us'), text: c('Unser Vertrieb berät Sie gern.', 'Our sales team is glad to advise you.'), link: contactLink, link_label: c('Kontakt aufnehmen', 'Get in touch'), image: scene(8) },
      ];
    case 'ourCompany':
      return [
        { _uid: id('article'), component: 'article_hero', title: c('Unternehmen mit Geschichte', 'A company with a history'), subtitle: c('Von der Werkstatt zum Weltmarkt', 'From workshop to world market'), date: sbDate(-400), image: scene(9) },
        { _uid: id('rti'), component: 'repeatable_text_and_image', items: [
          { _uid: id('rti/1'), component: 'text_and_image', title: c('Entwicklung', 'Engineering'), text: paragraphDoc(c('Vierzig Ingenieurinnen und Ingenieure entwickeln Mechanik, Elektronik und Software.', 'Forty engineers design the mechanics, electronics and software.')), image: scene(10), image_position: 'left' },
          { _uid: id('rti/2'), component: 'text_and_image', title: c('Fertigung', 'Production'), text: paragraphDoc(c('Jede Maschine wird vor der Auslieferung mit hundert Schlüsseln geprüft.', 'Every machine is tested with a hundred keys before it ships.')), image: scene(11), image_position: 'right' },
        ] },
        { _uid: id('carousel'), component: 'media_carousel', title: c('Das Werk', 'The plant'), slides: [12, 13, 14, 15].map((n, index) => ({ _uid: id(`carousel/${index}`), component: 'media_slide', image: scene(n), caption: c(`Werk Conegliano, Halle ${index + 1}`, `Conegliano plant, hall ${index + 1}`) })) },
        { _uid: id('media'), component: 'standalone_media', media_type: 'image', image: scene(16), caption: c('Der Hauptsitz in Conegliano', 'Headquarters in Conegliano') },
      ];
    case 'afterSales':
      return [
        { _uid: id('pages'), component: 'pages_sorting', title: c('Unsere Services', 'Our services'), mode: 'auto', source: folderSlug },
        { _uid: id('banner'), component: 'full_banner_fixed_ratio', title: c('Kundendienst in fünf Tagen', 'Service in five days'), text: c('Reparatur mit Leihmaschine, Abholung inklusive.', 'Repairs with a loan machine, collection included.'), image: scene(17), link: contactLink, ratio: '21:9' },
      ];
    case 'industrialSolutions':
      return [{ _uid: id('pages'), component: 'pages_sorting', title: c('Lösungen', 'Solutions'), mode: 'manual', pages: subPages }];
    case 'newSolutions':
      return [{ _uid: id('small'), component: 'small_banner', title: c('Neu: Smart Pro Mini', 'New: Smart Pro Mini'), text: c('Die kompakte Fräse für den Ladentisch.', 'The compact cutter for the shop counter.'), link: contactLink, link_label: c('Mehr erfahren', 'Learn more') }];
    default:
      return [];
  }
}

function catalogueTree(ctx: Context, locale: LocaleCode) {
  const { b } = ctx;
  const folder = `${locale}/global`;
  const at = (route: RouteName, params?: RouteParams) => `${folder}/${pathBelowFolder('global', locale, route, params)}`;
  const t = (key: string) => (SECTION_TITLES[key] as Record<LocaleCode, string>)[locale];
  const categorySlug = (key: CategoryKey) => CATEGORIES[key][locale][1];
  b.folderNames[at('products')] = t('products');

  for (const [index, key] of CATEGORY_KEYS.entries()) {
    const [title, slug] = CATEGORIES[key][locale];
    b.add(at('category-slug', { slug }), `category:${key}`, title, {
      component: 'category',
      title,
      description: copy(locale, {
        de: `${CATEGORIES[key].de[0]}: ${ctx.products.filter((p) => p.category === key).length} Artikel aus dem Clavis-Sortiment.`,
        en: `${CATEGORIES[key].en[0]}: ${ctx.products.filter((p) => p.category === key).length} items from the Clavis range.`,
      }),
      segment: CATEGORY_SEGMENT[key],
      image: ctx.categoryImages.get(key),
    }, { position: index });
  }
  b.add(at('products'), 'products', t('products'), {
    component: 'page',
    title: t('products'),
    intro: copy(locale, { de: 'Schlüsselrohlinge, Fräsmaschinen und Zubehör.', en: 'Key blanks, cutting machines and accessories.' }),
    body: [{ _uid: uid(`${folder}/products/sorting`), component: 'categories_sorting', mode: 'auto', title: t('products') }],
  }, { startpage: true });
  for (const segment of ['automotive', 'residential'] as const) {
    b.add(at(segment === 'automotive' ? 'products-automotive' : 'products-residential'), `products-${segment}`, t(segment), {
      component: 'page',
      title: t(segment),
      body: [{ _uid: uid(`${folder}/${segment}/list`), component: 'products_carousel', segment, title: t(segment) }],
    });
  }
  ctx.products.forEach((product, index) => {
    const fullSlug = at('products-slug', { slug: product.slug });
    const related = [1, 2, 3].map((step) => ctx.products[(index + step * 7) % ctx.products.length] as ProductSeed);
    b.add(fullSlug, `product:${product.slug}`, product.name, {
      component: 'product',
      name: product.name,
      code: product.code,
      kind: product.kind,
      segment: product.segment,
      description: copy(locale, product),
      body: paragraphDoc(copy(locale, product), copy(locale, { de: `Artikelnummer ${product.code}. Lieferbar ab Lager.`, en: `Article number ${product.code}. Available from stock.` })),
      category: uuidFor(at('category-slug', { slug: categorySlug(product.category) })),
      images: ctx.productImages.get(product.pictureOf ?? product.slug),
      specifications: product.specs.map((spec, specIndex) => ({ _uid: uid(`${fullSlug}/spec/${specIndex}`), component: 'specification', label: specLabel(locale, spec.key), value: specValue(locale, spec.value), ...(spec.unit ? { unit: spec.unit } : {}) })),
      related: related.map((other) => uuidFor(at('products-slug', { slug: other.slug }))),
    }, { position: index, tags: [product.kind, product.segment] });
  });
}

function marketSite(ctx: Context, market: Market, locale: LocaleCode) {
  const { b } = ctx;
  const folder = `${locale}/${market}`;
  const at = (route: RouteName, params?: RouteParams) => `${folder}/${pathBelowFolder(market, locale, route, params)}`;
  const t = (key: string) => (SECTION_TITLES[key] as Record<LocaleCode, string>)[locale];
  const g = (key: string) => `${market}:${key}`;
  const catalogueAt = (route: RouteName, params?: RouteParams) => `${locale}/global/${pathBelowFolder('global', locale, route, params)}`;
  const home = HOME[locale];
  const scene = (n: number) => ctx.scenes[n % ctx.scenes.length];
  const sub = (key: string) => SUB_PAGES[key] ?? [];
  const pageBody = (key: string, text: string, title: string) => [
    { _uid: uid(`${key}/hero`), component: 'slim_hero', title, image: scene(key.length) },
    { _uid: uid(`${key}/text`), component: 'rich_text', text: paragraphDoc(text) },
  ];

  // Home: the folder's start page, and the site configuration.
  const newsSlugs: string[] = [];
  b.add(`${folder}/`, g('home'), home.title, {
    component: 'home',
    title: home.title,
    body: [
      { _uid: uid(`${folder}/hero`), component: 'editorial_hero', title: home.claim, text: home.intro, image: scene(1), link: { ...storyLink(catalogueAt('products') + '/'), }, link_label: home.cta },
      { _uid: uid(`${folder}/cats`), component: 'categories_sorting', mode: 'manual', categories: CATEGORY_KEYS.slice(0, 4).map((key) => uuidFor(catalogueAt('category-slug', { slug: CATEGORIES[key][locale][1] }))) },
      { _uid: uid(`${folder}/products`), component: 'products_carousel', title: t('products'), products: ctx.products.filter((p) => p.kind === 'machine').slice(0, 6).map((p) => uuidFor(catalogueAt('products-slug', { slug: p.slug }))) },
      { _uid: uid(`${folder}/news`), component: 'news_carousel', title: t('newsAboutUs'), source: at('events-and-news-news-about-us') },
      { _uid: uid(`${folder}/banner`), component: 'full_banner', title: 'Smart Pro Mini', text: home.claim, image: scene(2), link: storyLink(`${folder}/landing-smart-pro-mini`) },
      { _uid: uid(`${folder}/week`), component: 'small_banner', title: 'Smart Pro Week', text: home.intro, link: storyLink(at('page', { slug: MISC_SLUGS['landing']?.[locale] as string })), link_label: 'Smart Pro Week' },
    ],
    seo: { title: home.title, description: home.intro },
  }, { startpage: true });

  const nav = [
    ['products', catalogueAt('products') + '/'],
    ['aboutUs', at('about-us') + '/'],
    ['afterSales', at('after-sales') + '/'],
    ['eventsAndNews', at('events-and-news') + '/'],
    ['resources', at('resources') + '/'],
    ['contacts', at('contacts') + '/'],
  ] as const;
  b.add(`${folder}/config`, g('config'), 'Config', {
    component: 'site_config',
    site_name: `Clavis ${market === 'global' ? 'Global' : market[0]?.toUpperCase() + market.slice(1)}`,
    seo_description: home.intro,
    navigation: nav.map(([key, target]) => ({
      _uid: uid(`${folder}/nav/${key}`),
      component: 'nav_item',
      label: t(key),
      link: storyLink(target),
      ...(key === 'products'
        ? { children: CATEGORY_KEYS.map((category) => ({ _uid: uid(`${folder}/nav/${category}`), component: 'nav_item', label: CATEGORIES[category][locale][0], link: storyLink(catalogueAt('category-slug', { slug: CATEGORIES[category][locale][1] })) })) }
        : {}),
    })),
    footer: {
      columns: [
        { _uid: uid(`${folder}/footer/1`), title: 'Clavis', links: (['aboutUs', 'workWithUs', 'shops'] as const).map((key) => ({ _uid: uid(`${folder}/footer/${key}`), label: t(key), link: storyLink(`${at(key === 'aboutUs' ? 'about-us' : key === 'workWithUs' ? 'work-with-us' : 'shops')}/`) })) },
        { _uid: uid(`${folder}/footer/2`), title: t('resources'), links: (['catalogues', 'bulletins', 'sellers'] as const).map((key) => ({ _uid: uid(`${folder}/footer/${key}`), label: t(key), link: storyLink(`${at(`resources-${key}` as RouteName)}/`) })) },
        { _uid: uid(`${folder}/footer/3`), title: t('contacts'), links: [{ _uid: uid(`${folder}/footer/mail`), label: 'info@clavis.example', link: { fieldtype: 'multilink', linktype: 'email', email: 'info@clavis.example' } }, { _uid: uid(`${folder}/footer/info-request`), label: label(locale, 'infoRequest'), link: storyLink(at('forms-slug', { slug: MISC_SLUGS['infoRequest']?.[locale] as string })) }, { _uid: uid(`${folder}/footer/privacy`), label: label(locale, 'privacy'), link: storyLink(at('page', { slug: MISC_SLUGS['privacy']?.[locale] as string })) }] },
      ],
      legal: '© 2026 Clavis S.p.A. – P.IVA 01234560266',
    },
    prefooter: [{ _uid: uid(`${folder}/prefooter`), component: 'pre_footer', title: t('contactUs'), text: home.intro, link: storyLink(at('contact-us-slug', { slug: MISC_SLUGS['sales']?.[locale] as string })) }],
  });

  // Areas with a start page and sub pages.
  const areas: [key: string, route: RouteName, slugRoute: RouteName][] = [
    ['aboutUs', 'about-us', 'about-us-slug'],
    ['ourCompany', 'about-us-our-company', 'about-us-our-company-slug'],
    ['afterSales', 'after-sales', 'after-sales-slug'],
    ['industrialSolutions', 'industrial-solutions', 'industrial-solutions-slug'],
    ['newSolutions', 'new-solutions', 'new-solutions-slug'],
  ];
  for (const [key, route, slugRoute] of areas) {
    const intro = pageBody(`${at(route)}/`, copy(locale, { de: `${SECTION_TITLES[key]?.de}: alles Wichtige auf einen Blick.`, en: `${SECTION_TITLES[key]?.en}: everything at a glance.` }), t(key));
    const subPages = sub(key).map((page) => uuidFor(at(slugRoute, { slug: page.slug[locale] })));
    const showcase = areaShowcase(key, `${at(route)}/`, { locale, scene, subPages, contactLink: storyLink(at('contact-us-slug', { slug: MISC_SLUGS['sales']?.[locale] as string })) });
    // Every area's start page leads to its pages (a visitor and a crawler reach them by links).
    const listsPages = showcase.some((blok) => blok['component'] === 'pages_sorting');
    const pages = listsPages || subPages.length === 0 ? [] : [{ _uid: uid(`${at(route)}/pages`), component: 'pages_sorting', title: t(key), mode: 'manual', pages: subPages }];
    b.add(at(route), g(key), t(key), { component: 'page', title: t(key), body: [...intro, ...showcase, ...pages] }, { startpage: true });
    sub(key).forEach((page, index) => {
      const slug = page.slug[locale];
      b.add(at(slugRoute, { slug }), g(`${key}:${page.slug.en}`), page.title[locale], { component: 'page', title: page.title[locale], body: pageBody(at(slugRoute, { slug }), copy(locale, page), page.title[locale]) }, { position: index });
    });
  }

  // Generic page, landing page, custom landings, contact-us and form pages.
  const privacy = MISC_SLUGS['privacy']?.[locale] as string;
  b.add(at('page', { slug: privacy }), g('privacy'), label(locale, 'privacy'), { component: 'page', title: label(locale, 'privacy'), body: pageBody(at('page', { slug: privacy }), copy(locale, { de: 'Wir verarbeiten personenbezogene Daten nur, soweit es für den Betrieb dieser Website nötig ist.', en: 'We process personal data only as far as running this website requires.' }), label(locale, 'privacy')) });
  const landing = MISC_SLUGS['landing']?.[locale] as string;
  b.add(at('page', { slug: landing }), g('landing'), 'Smart Pro Week', { component: 'landing_page', title: 'Smart Pro Week', body: [{ _uid: uid(`${folder}/landing/hero`), component: 'editorial_hero_fixed_ratio', title: 'Smart Pro Week', text: home.claim, image: scene(3) }, { _uid: uid(`${folder}/landing/card`), component: 'commercial_card', title: 'Smart Pro', link: storyLink(catalogueAt('products-slug', { slug: 'smart-pro' })) }] });
  b.add(`${folder}/thank-you`, g('thank-you'), 'Thank you', { component: 'custom_landing', title: copy(locale, { de: 'Vielen Dank für Ihre Anfrage', en: 'Thank you for your request' }), body: [{ _uid: uid(`${folder}/thank-you/text`), component: 'centered_title_paragraph', title: copy(locale, { de: 'Vielen Dank!', en: 'Thank you!' }), text: copy(locale, { de: 'Wir melden uns innerhalb eines Werktags.', en: 'We will get back to you within one working day.' }) }] });
  b.add(`${folder}/landing-smart-pro-mini`, g('landing-smart-pro-mini'), 'Smart Pro Mini', { component: 'custom_landing', title: 'Smart Pro Mini', form: 'interest', body: [{ _uid: uid(`${folder}/spm/hero`), component: 'product_hero', product: uuidFor(catalogueAt('products-slug', { slug: 'smart-pro-mini' })) }, { _uid: uid(`${folder}/spm/form`), component: 'custom_form', form: 'interest' }] });
  const sales = MISC_SLUGS['sales']?.[locale] as string;
  b.add(at('contact-us-slug', { slug: sales }), g('contact-us-sales'), t('contactUs'), { component: 'page', title: t('contactUs'), body: [{ _uid: uid(`${folder}/contact-us/form`), component: 'custom_form', form: 'interest' }] });
  const info = MISC_SLUGS['infoRequest']?.[locale] as string;
  b.add(at('forms-slug', { slug: info }), g('form-info'), label(locale, 'infoRequest'), { component: 'page', title: label(locale, 'infoRequest'), body: [{ _uid: uid(`${folder}/forms/info`), component: 'custom_form', form: 'interest' }] });

  // Events and news.
  b.add(at('events-and-news'), g('events-and-news'), t('eventsAndNews'), { component: 'page', title: t('eventsAndNews'), body: [{ _uid: uid(`${folder}/ean/grid`), component: 'news_grid', title: t('eventsAndNews') }] }, { startpage: true });
  b.add(at('events-and-news-events'), g('events'), t('events'), { component: 'page', title: t('events'), body: [] }, { startpage: true });
  // Later series are the same fairs in the years before, all ended.
  for (let series = 0; series < ctx.scale; series += 1) FAIRS.forEach((fair, index) => {
    const year = 2026 - series;
    const slug = `${fair.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${year}`;
    const status = series > 0 || index < 4 ? 'ended' : index < 8 ? 'planned' : 'live';
    const start = (index < 4 ? -120 + index * 20 : index < 8 ? 40 + index * 15 : 0) - 365 * series;
    const title = fill(TEMPLATES['event']?.[locale] as string, series === 0 ? fair.name : `${fair.name} ${year}`);
    b.add(at('events-and-news-events-slug', { slug }), g(`event:${slug}`), title, {
      component: 'event', title, status, start_date: sbDate(start), end_date: sbDate(start + 3, 18), location: `${fair.city} (${fair.country})`,
      excerpt: copy(locale, { de: `Besuchen Sie uns auf der ${fair.name} in ${fair.city}.`, en: `Meet us at ${fair.name} in ${fair.city}.` }),
      image: scene(10 + index), body: paragraphDoc(copy(locale, { de: `Auf der ${fair.name} zeigen wir die Futura Pro und die Smart Pro Mini live.`, en: `At ${fair.name} we show the Futura Pro and the Smart Pro Mini live.` })),
    }, { days: start, position: series * FAIRS.length + index });
  });
  b.add(at('events-and-news-news-about-us'), g('news'), t('newsAboutUs'), { component: 'page', title: t('newsAboutUs'), body: [] }, { startpage: true });
  // Later series report on the products of their own series.
  const news = NEWS_SUBJECTS.map((subject) => ({ subject, product: ctx.products.find((p) => subject.startsWith(p.name)) }));
  for (let series = 1; series < ctx.scale; series += 1) {
    const own = seriesOf(ctx, series);
    news.push(...NEWS_SUBJECTS.map((_, index) => own[(index * 3 + series) % own.length] as ProductSeed).map((product) => ({ subject: product.name, product })));
  }
  news.forEach(({ subject, product }, index) => {
    const slug = subject.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-');
    const title = fill(TEMPLATES['news']?.[locale] as string, subject);
    const fullSlug = at('events-and-news-news-about-us-slug', { slug });
    newsSlugs.push(fullSlug);
    b.add(fullSlug, g(`news:${slug}`), title, {
      component: 'news', title, date: sbDate(-index * 9), excerpt: copy(locale, { de: `Neues von Clavis rund um ${subject}.`, en: `What is new at Clavis around ${subject}.` }),
      image: scene(30 + index), body: paragraphDoc(copy(locale, { de: `${subject}: Clavis stellt die Neuerungen des Jahres 2026 vor.`, en: `${subject}: Clavis presents what is new in 2026.` })),
      ...(product ? { products: [uuidFor(catalogueAt('products-slug', { slug: product.slug }))] } : {}),
    }, { days: -index * 9, position: index });
  });
  b.add(at('events-and-news-press-releases'), g('press'), t('pressReleases'), { component: 'page', title: t('pressReleases'), body: [] }, { startpage: true });
  // Later series announce the launch of products of their own series (short names keep titles short).
  const press = PRESS_SUBJECTS.map(({ key, title }) => ({ slug: key.toLowerCase().replace(/[^a-z0-9]+/g, '-'), subject: title[locale] }));
  for (let series = 1; series < ctx.scale; series += 1) {
    const own = seriesOf(ctx, series).filter((p) => p.name.length <= 18);
    press.push(...PRESS_SUBJECTS.map((_, index) => own[(index * 5 + series) % own.length] as ProductSeed).map((product) => ({ slug: `launch-${product.slug}`, subject: fill(PRESS_LAUNCH[locale], product.name) })));
  }
  press.forEach(({ slug, subject }, index) => {
    const title = fill(TEMPLATES['press']?.[locale] as string, subject);
    b.add(at('events-and-news-press-releases-slug', { slug }), g(`press:${slug}`), title, {
      component: 'press_release', title, date: sbDate(-index * 17), excerpt: subject, body: paragraphDoc(copy(locale, { de: `Conegliano, ${sbDate(-index * 17).slice(0, 10)}. ${subject}.`, en: `Conegliano, ${sbDate(-index * 17).slice(0, 10)}. ${subject}.` })),
      ...(index < 3 ? { attachment: ctx.docFiles[index] } : {}),
    }, { days: -index * 17, position: index });
  });
  // One press release waits for approval: only the preview token sees it.
  const draftTitle = fill(TEMPLATES['press']?.[locale] as string, PRESS_DRAFT.title[locale]);
  b.add(at('events-and-news-press-releases-slug', { slug: PRESS_DRAFT.key }), g('press:upcoming'), draftTitle, {
    component: 'press_release', title: draftTitle, date: sbDate(10), excerpt: copy(locale, { de: 'Entwurf', en: 'Draft' }), body: paragraphDoc(copy(locale, { de: 'Entwurf.', en: 'Draft.' })),
  }, { published: false, days: 10 });

  // Resources: catalogues (PDF), bulletins, sellers, resources.
  b.add(at('resources'), g('resources'), t('resources'), { component: 'page', title: t('resources'), body: [{ _uid: uid(`${folder}/resources/list`), component: 'downloadable_list', title: t('resources') }] }, { startpage: true });
  b.add(at('resources-catalogues'), g('catalogues'), t('catalogues'), { component: 'page', title: t('catalogues'), body: [] }, { startpage: true });
  // Later series are the editions of the years before, under the same file.
  const editions = Array.from({ length: ctx.scale }, (_, series) => ctx.catalogueFiles.map((entry) => ({ ...entry, year: entry.year - series, group: series === 0 ? entry.key : `${entry.key}:${entry.year - series}` }))).flat();
  editions.forEach(({ file, cover, key, year, group }, index) => {
    const title = fill(TEMPLATES['catalogue']?.[locale] as string, `${key} ${year}`);
    b.add(at('resources-catalogues-slug', { slug: `${key.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${year}` }), g(`catalogue:${group}`), title, { component: 'catalogue', title, description: copy(locale, { de: `Der Clavis-Katalog ${key} ${year} als PDF.`, en: `The Clavis ${key} catalogue ${year} as PDF.` }), year, file, cover }, { position: index });
  });
  b.add(at('resources-bulletins'), g('bulletins'), t('bulletins'), { component: 'page', title: t('bulletins'), body: [] }, { startpage: true });
  for (let index = 0; index < 5; index += 1) {
    const code = `2026-${String(index + 1).padStart(2, '0')}`;
    const title = fill(TEMPLATES['bulletin']?.[locale] as string, code);
    b.add(at('resources-bulletins-slug', { slug: `bulletin-${code}` }), g(`bulletin:${code}`), title, { component: 'bulletin', title, date: sbDate(-index * 30), excerpt: copy(locale, { de: 'Neue Schlüsseldaten und Hinweise für den Service.', en: 'New key data and service notes.' }), body: paragraphDoc(copy(locale, { de: `Bulletin ${code}: ${40 + index * 12} neue Fahrzeugmodelle in der Datenbank.`, en: `Bulletin ${code}: ${40 + index * 12} new vehicle models in the database.` })) }, { days: -index * 30 });
  }
  b.add(at('resources-sellers'), g('sellers'), t('sellers'), { component: 'page', title: t('sellers'), body: [] }, { startpage: true });
  CITIES.slice(0, 6).forEach((city, index) => {
    const person = PEOPLE[index] as (typeof PEOPLE)[number];
    const slug = person.name.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-');
    b.add(at('resources-sellers-slug', { slug }), g(`seller:${slug}`), person.name, { component: 'seller', name: person.name, company: `Clavis ${city.city}`, region: city.city, email: `${slug}@clavis.example`, phone: `+49 221 5550${100 + index}`, address: { street: city.street, postal_code: city.postal, city: city.city, country: city.country } }, { position: index });
  });
  (['software', 'manuals', 'certifications', 'videos'] as const).forEach((kind, index) => {
    b.add(at('resources-slug', { slug: kind }), g(`resource:${kind}`), `${t('resources')}: ${kind}`, { component: 'resource', title: `${t('resources')}: ${kind}`, description: copy(locale, { de: `Downloads der Kategorie ${kind}.`, en: `Downloads in ${kind}.` }), kind, ...(index < ctx.docFiles.length ? { file: ctx.docFiles[index] } : {}) }, { position: index });
  });

  // Contacts, shops, jobs.
  b.add(at('contacts'), g('contacts'), t('contacts'), { component: 'page', title: t('contacts'), body: [] }, { startpage: true });
  PEOPLE.forEach((person, index) => {
    const slug = person.department.toLowerCase().replace(/[^a-z0-9]+/g, '-') + (index === 1 ? '-automotive' : '');
    b.add(at('contacts-slug', { slug }), g(`contact:${slug}`), person.department, { component: 'contact', name: person.name, department: person.department, role: person.role, email: `${slug}@clavis.example`, phone: `+39 0438 4120${10 + index}` }, { position: index });
  });
  b.add(at('shops'), g('shops'), t('shops'), { component: 'page', title: t('shops'), body: [] }, { startpage: true });
  CITIES.forEach((city, index) => {
    const slug = city.city.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ş/g, 's').replace(/[^a-z0-9]+/g, '-');
    const name = fill(TEMPLATES['shop']?.[locale] as string, city.city);
    b.add(at('shops-slug', { slug }), g(`shop:${slug}`), name, { component: 'shop', name, address: { street: city.street, postal_code: city.postal, city: city.city, country: city.country }, phone: `+${30 + index} 555 01${String(index).padStart(2, '0')}`, email: `${slug}@shops.clavis.example`, latitude: city.lat, longitude: city.lng, opening_hours: 'Mo–Fr 8:30–18:00, Sa 9:00–13:00' }, { position: index });
  });
  b.add(at('work-with-us'), g('work-with-us'), t('workWithUs'), { component: 'page', title: t('workWithUs'), body: [] }, { startpage: true });
  JOBS.forEach((job, index) => {
    const slug = job.en.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const title = fill(TEMPLATES['job']?.[locale] as string, copy(locale, job));
    b.add(at('work-with-us-slug', { slug }), g(`job:${slug}`), title, { component: 'job', title, location: index % 2 ? 'Köln' : 'Conegliano', department: job.department, contract: index === 4 ? 'part-time' : 'full-time', posted: sbDate(-index * 6), body: paragraphDoc(copy(locale, { de: 'Wir bieten ein internationales Team, Weiterbildung und flexible Arbeitszeiten.', en: 'We offer an international team, training and flexible hours.' })) }, { position: index });
  });
  return newsSlugs;
}

function extranetTree(ctx: Context, locale: LocaleCode) {
  const { b } = ctx;
  const folder = `${locale}/extranet`;
  // The extranet routes are the same in every market; the global market serves all nine locales.
  const at = (route: RouteName, params?: RouteParams) => `${locale}/${pathBelowFolder('global', locale, route, params)}`;
  const t = (key: string) => (SECTION_TITLES[key] as Record<LocaleCode, string>)[locale];
  b.add(folder, 'extranet', t('extranet'), { component: 'page', title: t('extranet'), body: [{ _uid: uid(`${folder}/welcome`), component: 'centered_title_paragraph', title: t('extranet'), text: copy(locale, { de: 'Willkommen im Partnerbereich.', en: 'Welcome to the partner area.' }) }] }, { startpage: true });
  b.add(at('extranet-catalogues'), 'x:catalogues', t('catalogues'), { component: 'page', title: t('catalogues'), body: [] }, { startpage: true });
  const folders = [['price-lists', 'catalogue'], ['brochures', 'brochure'], ['instructions', 'instructions']] as const;
  folders.forEach(([folderSlug, kind], folderIndex) => {
    b.add(at('extranet-catalogues-folder', { folder_slug: folderSlug }), `x:cf:${folderSlug}`, label(locale, folderSlug), { component: 'catalogue_folder', title: label(locale, folderSlug), kind }, { startpage: true, position: folderIndex });
    // Later series are revisions of each year's edition, under the same file.
    for (let index = 0; index < 3 * ctx.scale; index += 1) {
      const year = 2024 + (index % 3);
      const revision = Math.floor(index / 3) + 1;
      const entry = ctx.partner.catalogues.get(`${folderSlug}-${year}`) as { file: AssetField; pages: number };
      const cover = ctx.partner.pictures[(folderIndex * 3 + index) % ctx.partner.pictures.length] as AssetField;
      const slug = revision === 1 ? `${kind}-${year}` : `${kind}-${year}-rev-${revision}`;
      const title = `${label(locale, folderSlug)} ${year}${revision === 1 ? '' : ` (rev. ${revision})`}`;
      // The PDFs are English, one file shared by every locale (README.md).
      b.add(at('extranet-catalogues-folder-slug', { folder_slug: folderSlug, slug }), `x:cat:${folderSlug}:${slug}`, title, { component: 'catalogue', title, description: copy(locale, { de: 'Nur für Handelspartner.', en: 'For trade partners only.' }), year, pages: entry.pages, language: 'en', file: entry.file, cover }, { position: index });
    }
  });
  b.add(at('extranet-bulletins'), 'x:bulletins', t('newsBulletins'), { component: 'page', title: t('newsBulletins'), body: [] }, { startpage: true });
  // Later series are the bulletins of the years before, with the same attachments.
  for (let series = 0; series < ctx.scale; series += 1) for (let index = 0; index < 6; index += 1) {
    const code = `X-${2026 - series}-${index + 1}`;
    const days = -index * 14 - 365 * series;
    b.add(at('extranet-bulletins-slug', { slug: code.toLowerCase() }), `x:bulletin:${code}`, code, { component: 'bulletin', title: fill(TEMPLATES['bulletin']?.[locale] as string, code), date: sbDate(days), excerpt: copy(locale, { de: 'Händlerpreise und Aktionen.', en: 'Dealer prices and promotions.' }), body: paragraphDoc(copy(locale, { de: `Händlerbulletin ${code}.`, en: `Dealer bulletin ${code}.` })), attachment: ctx.partner.bulletins[index] }, { days });
  }
  // Gallery: nested categories (any depth); the plant has enough pictures to load as one scrolls.
  b.add(at('extranet-photo-gallery'), 'x:gallery', t('photoGallery'), { component: 'page', title: t('photoGallery'), body: [] }, { startpage: true });
  const gallery: [string, number][] = [['fairs', 3], ['fairs/2025', 3], ['fairs/2025/security-essen', 4], ['products', 3], ['products/machines', 3], ['plant', GALLERY_PICTURES]];
  let picture = 0;
  gallery.forEach(([category, count], index) => {
    const images = Array.from({ length: count }, (_, n) => ctx.partner.pictures[(picture + n) % ctx.partner.pictures.length] as AssetField);
    picture += count;
    b.add(at('extranet-photo-gallery-category', { category }), `x:gallery:${category}`, label(locale, category.split('/').pop() as string), { component: 'gallery_category', title: label(locale, category.split('/').pop() as string), images }, { startpage: true, position: index });
  });
  // Products: nested categories (three levels below keys) with the catalogue's products, each
  // product with its partner page (`extranet_product`: the product and its partner documents).
  b.add(at('extranet-products'), 'x:products', t('products'), { component: 'page', title: t('products'), body: [] }, { startpage: true });
  for (const segment of ['automotive', 'residential'] as const) {
    b.add(at(segment === 'automotive' ? 'extranet-products-automotive' : 'extranet-products-residential'), `x:products:${segment}`, t(segment), { component: 'page', title: t(segment), body: [] });
  }
  const extranetCategories: [string, CategoryKey[], ((p: ProductSeed) => boolean)?][] = [
    ['keys', ['car-keys', 'cylinder-keys']],
    ['keys/laser', ['laser-cut-blanks']],
    ['keys/dimple', ['dimple-keys']],
    ['keys/dimple/high-security', ['dimple-keys'], (p) => /Sentinel|Arca/.test(p.name)],
    ['machines', ['automotive-machines', 'residential-machines']],
  ];
  extranetCategories.forEach(([category, keys, pick], index) => {
    const listed = ctx.products.filter((p) => keys.includes(p.category) && (pick ? pick(p) : true));
    b.add(at('extranet-products-category', { category }), `x:pc:${category}`, label(locale, category.split('/').pop() as string), {
      component: 'extranet_category', title: label(locale, category.split('/').pop() as string), description: copy(locale, { de: 'Händlersortiment mit Staffelpreisen.', en: 'Dealer range with tiered prices.' }), image: ctx.partner.pictures[ctx.partner.pictures.length - 1 - index],
      products: listed.map((p) => uuidFor(`${locale}/global/${pathBelowFolder('global', locale, 'products-slug', { slug: p.slug })}`)),
    }, { startpage: true, position: index, later: category.split('/').length > 2 });
    listed.forEach((p, position) => {
      b.add(at('extranet-products-category', { category: `${category}/${p.slug}` }), `x:pp:${category}:${p.slug}`, p.name, {
        component: 'extranet_product', title: p.name,
        product: uuidFor(`${locale}/global/${pathBelowFolder('global', locale, 'products-slug', { slug: p.slug })}`),
        documents: [ctx.partner.dataSheets.get(p.pictureOf ?? p.slug) as AssetField, ctx.partner.serviceManual],
      }, { position, later: true });
    });
  });
  b.add(at('extranet-documentation-bu-italy'), 'x:docs', t('documentationBuItaly'), { component: 'page', title: t('documentationBuItaly'), body: [] }, { startpage: true });
  // Later series are the editions of the years before, under the same files.
  const documents = ['listino-prezzi-2026', 'condizioni-di-vendita', 'manuale-futura-pro', 'certificazioni-ce'];
  for (let series = 0; series < ctx.scale; series += 1) documents.forEach((base, index) => {
    const slug = series === 0 ? base : `${base.replace(/-2026$/, '')}-${2026 - series}`;
    b.add(at('extranet-documentation-bu-italy-slug', { slug }), `x:doc:${slug}`, slug, { component: 'extranet_document', title: slug.replace(/-/g, ' '), description: 'Documento riservato ai partner BU Italia.', kind: index === 3 ? 'certifications' : 'instructions', file: ctx.partner.documents[index] }, { position: series * documents.length + index });
  });
}

/** Pictures of the gallery's largest category: more than one screen of its grid. */
const GALLERY_PICTURES = 30;

/** The partner-only files: their own names, so a public page that linked one would give it away. */
async function buildPartnerFiles(b: SpaceBuilder, products: ProductSeed[]): Promise<PartnerFiles> {
  const catalogues = new Map<string, { file: AssetField; pages: number }>();
  for (const [folderIndex, folder] of ['price-lists', 'brochures', 'instructions'].entries()) {
    for (let year = 2024; year <= 2026; year += 1) {
      const title = `Clavis partner ${folder.replace('-', ' ')} ${year}`;
      const shown = products.slice(0, 20 + ((folderIndex * 3 + year) % 4) * 15);
      const lines = shown.flatMap((p, n) => [`${p.code}  ${p.name}`, `    dealer price band ${String.fromCharCode(65 + ((n + year) % 5))}, minimum order ${5 * (1 + (n % 4))} pcs`]);
      const pages = Math.max(1, Math.ceil(lines.length / 30));
      catalogues.set(`${folder}-${year}`, { file: await b.asset(`partner-${folder}-${year}.pdf`, () => makePdf({ title, subtitle: 'For trade partners only', lines }), title, null), pages });
    }
  }
  const bulletins: AssetField[] = [];
  for (let index = 1; index <= 6; index += 1) {
    const title = `Partner bulletin X-2026-${index}`;
    bulletins.push(await b.asset(`partner-bulletin-x-2026-${index}.pdf`, () => makePdf({ title, subtitle: 'For trade partners only', lines: [title, 'Dealer prices and promotions.'] }), title, null));
  }
  const documents: AssetField[] = [];
  for (const [index, title] of ['Listino prezzi BU Italia 2026', 'Condizioni di vendita BU Italia', 'Manuale Futura Pro BU Italia', 'Certificazioni CE BU Italia'].entries()) {
    documents.push(await b.asset(`bu-italia-document-${index + 1}.pdf`, () => makePdf({ title, subtitle: 'Riservato ai partner BU Italia', lines: [title, 'Clavis S.p.A., Conegliano (TV), Italia'] }), title, null));
  }
  const pictures: AssetField[] = [];
  for (let index = 0; index < GALLERY_PICTURES + 21; index += 1) {
    const look: KeyLook = { hue: (index * 29 + 11) % 360, shape: (index + 1) % 4, cuts: [1, 2, 3, 4, 5, 6].map((n) => ((n * (index + 5)) % 9) + 1), grooves: 1 + ((index + 1) % 3) };
    const name = `partner-photo-${String(index + 1).padStart(2, '0')}`;
    pictures.push(await b.asset(`${name}.jpg`, () => drawScene(look, `PARTNER ${index + 1}`, index), `Partner photo ${index + 1}`));
  }
  const dataSheets = new Map<string, AssetField>();
  for (const p of products) {
    const title = `${p.name} partner data sheet`;
    dataSheets.set(p.slug, await b.asset(`partner-data-sheet-${p.slug}.pdf`, () => makePdf({ title, subtitle: 'For trade partners only', lines: [`${p.code}  ${p.name}`, ...p.specs.map((s) => `${s.key}: ${s.value}${s.unit ? ` ${s.unit}` : ''}`)] }), title, null));
  }
  const serviceManual = await b.asset('partner-service-manual.pdf', () => makePdf({ title: 'Clavis partner service manual', subtitle: 'For trade partners only', lines: ['Cutting tolerances, warranty handling and returns for trade partners.'] }), 'Clavis partner service manual', null);
  return { catalogues, bulletins, documents, pictures, dataSheets, serviceManual };
}

/** German and English labels of pages whose title was their slug; other locales use English. */
const LABELS: Record<string, { de: string; en: string }> = {
  privacy: { de: 'Datenschutz', en: 'Privacy' },
  infoRequest: { de: 'Informationsanfrage', en: 'Information request' },
  'price-lists': { de: 'Preislisten', en: 'Price lists' },
  brochures: { de: 'Broschüren', en: 'Brochures' },
  instructions: { de: 'Anleitungen', en: 'Instructions' },
  fairs: { de: 'Messen', en: 'Trade fairs' },
  '2025': { de: 'Messen 2025', en: 'Trade fairs 2025' },
  'security-essen': { de: 'Security Essen', en: 'Security Essen' },
  products: { de: 'Produkte', en: 'Products' },
  machines: { de: 'Maschinen', en: 'Machines' },
  plant: { de: 'Werk Conegliano', en: 'Conegliano plant' },
  keys: { de: 'Schlüssel', en: 'Keys' },
  laser: { de: 'Laserschlüssel', en: 'Laser keys' },
  dimple: { de: 'Bohrmuldenschlüssel', en: 'Dimple keys' },
  'high-security': { de: 'Hochsicherheits-Bohrmuldenschlüssel', en: 'High-security dimple keys' },
};
const label = (locale: LocaleCode, key: string) => copy(locale, LABELS[key] ?? { de: key, en: key });

const localesOf = (market: Market) => getMarketConfig(market).locales;

export interface BuildOptions {
  /** N times the catalogue and what grows with it (a whole number, 1 is the committed content). */
  scale?: number;
  /** Files already written: reused by path instead of drawn, and left out of `assets`. */
  committed?: CommittedAssets;
}

export async function buildSpace({ scale = 1, committed }: BuildOptions = {}): Promise<GeneratedSpace> {
  const b = new SpaceBuilder(committed);
  // Files come from the seed's own products; later series reuse them (`pictureOf`).
  const products = buildProductSeeds();
  const productImages = new Map<string, AssetField[]>();
  for (const product of products) {
    productImages.set(product.slug, [await b.asset(`${product.slug}.jpg`, () => drawProduct(product.kind, product.look, product.code), product.name)]);
  }
  const scenes: AssetField[] = [];
  for (let index = 0; index < 24; index += 1) {
    const look: KeyLook = { hue: (index * 47) % 360, shape: index % 4, cuts: [1, 2, 3, 4, 5, 6].map((n) => ((n * (index + 3)) % 9) + 1), grooves: 1 + (index % 3) };
    scenes.push(await b.asset(`scene-${String(index + 1).padStart(2, '0')}.jpg`, () => drawScene(look, `CLAVIS ${index + 1}`, index), `Clavis ${index + 1}`));
  }
  const categoryImages = new Map<CategoryKey, AssetField>();
  for (const [index, key] of CATEGORY_KEYS.entries()) {
    const first = products.find((p) => p.category === key) as ProductSeed;
    const look = { ...first.look, hue: (first.look.hue + 90 + index * 13) % 360 };
    categoryImages.set(key, await b.asset(`category-${key}.jpg`, () => drawScene(look, CATEGORIES[key].en[0].toUpperCase(), index), CATEGORIES[key].en[0]));
  }
  const catalogueFiles: Context['catalogueFiles'] = [];
  for (const [index, key] of ['Automotive', 'Residential', 'Machines', 'Accessories'].entries()) {
    const lines = products
      .filter((p) => (key === 'Machines' ? p.kind === 'machine' : key === 'Accessories' ? p.kind === 'accessory' : p.segment === key.toLowerCase() && p.kind === 'key-blank'))
      .flatMap((p) => [`${p.code}  ${p.name}`, `    ${p.specs.map((s) => `${s.key}: ${s.value}${s.unit ? ` ${s.unit}` : ''}`).join(' · ')}`.slice(0, 95)]);
    const file = await b.asset(`clavis-${key.toLowerCase()}-2026.pdf`, () => makePdf({ title: `Clavis ${key} 2026`, subtitle: 'Catalogue / Katalog', lines }), `Clavis ${key} 2026`, '0x0');
    const cover = scenes[index + 20] as AssetField;
    catalogueFiles.push({ file, cover, key, year: 2026 });
  }
  const docFiles: AssetField[] = [];
  for (const [index, title] of ['Futura Pro – Quick start', 'Safety instructions', 'CE declaration of conformity', 'Key data release notes'].entries()) {
    docFiles.push(await b.asset(`document-${index + 1}.pdf`, () => makePdf({ title, subtitle: 'Clavis documentation', lines: [title, 'Clavis S.p.A., Conegliano (TV), Italia', `Document ${index + 1}, revision 2026-01`] }), title, '0x0'));
  }
  const partner = await buildPartnerFiles(b, products);
  const ctx: Context = { b, scale, products: buildProductSeeds(scale), productImages, scenes, categoryImages, catalogueFiles, docFiles, partner };

  const allLocales = localesOf('global');
  for (const locale of allLocales) catalogueTree(ctx, locale);
  for (const market of MARKETS) for (const locale of localesOf(market)) marketSite(ctx, market, locale);
  for (const locale of allLocales) extranetTree(ctx, locale);

  // Legacy paths for the redirects (dimension = market, as the CMS's datasource dimensions do).
  const redirects: StoredDatasourceEntry[] = [
    ['/produkte-alt/futura', '/produkte/futura', { global: '/de/products/futura' }],
    ['/katalog', '/ressourcen/kataloge', { global: '/en/resources/catalogues' }],
    ['/news', '/veranstaltungen-und-nachrichten/nachrichten-uber-uns', { global: '/en/events-and-news/news-about-us' }],
    ['/shop-finder', '/clavis-shops', { global: '/en/clavis-shops' }],
    ['/azienda', '/uber-uns/unsere-firma', { italy: '/chi-siamo/la-nostra-azienda', global: '/it/chi-siamo/la-nostra-azienda' }],
    ['/empresa', '/uber-uns/unsere-firma', { spain: '/sobre-nosotros/nuestra-empresa' }],
    ['/entreprise', '/uber-uns/unsere-firma', { france: '/a-propos-de-nous/notre-entreprise' }],
    ['/smart-pro-mini', '/landing-smart-pro-mini', {}],
    // Under a route the site serves (a renamed product): the page answers it, not the proxy.
    ['/produkte/futura-classic', '/produkte/futura', { global: '/de/produkte/futura' }],
  ].map(([name, value, dimensions], index) => ({ id: index + 1, name: name as string, value: value as string, dimension_value: null, dimensions: dimensions as Record<string, string> }));

  const stories = [...b.stories.values()]
    .sort((left, right) => Number(b.later.has(left.full_slug)) - Number(b.later.has(right.full_slug)) || left.full_slug.localeCompare(right.full_slug))
    .map((story, index) => ({ id: 100_001 + index, ...story }) as StoredStory);
  return {
    data: {
      space: { id: SPACE_ID, name: 'Clavis (local)', domain: 'http://127.0.0.1:3000/', version: Math.floor(BASE_DATE / 1000) },
      stories,
      folderNames: b.folderNames,
      datasources: { redirects },
    },
    assets: [...b.assets.values()].sort((left, right) => left.path.localeCompare(right.path)),
  };
}
