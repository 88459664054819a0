import type { IntlShape } from '@formatjs/intl';
import type { Story } from '@clavis/cms-client';
import type { RouteName } from '@clavis/i18n-routing';

/** The page-meta template of each detail route (SPEC.md section 3); every other page uses pageTitle. */
const TEMPLATES: Partial<Record<RouteName, 'productName' | 'categoryName' | 'pressTitle' | 'newsTitle' | 'eventTitle'>> = {
  'products-slug': 'productName',
  'category-slug': 'categoryName',
  'events-and-news-press-releases-slug': 'pressTitle',
  'events-and-news-news-about-us-slug': 'newsTitle',
  'events-and-news-events-slug': 'eventTitle',
};

interface TitledContent {
  title?: unknown;
  name?: unknown;
  seo?: { title?: unknown; description?: unknown };
  description?: unknown;
  excerpt?: unknown;
  intro?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** The story's own name: its SEO title, title or product name, else the CMS story name. */
export function storyName(story: Story): string {
  const content = story.content as TitledContent;
  return text(content.seo?.title) ?? text(content.title) ?? text(content.name) ?? story.name;
}

/**
 * About what a search result shows of a title before cutting it (html-validate's `long-title`
 * checks the same length): past it, a detail's title leaves out its section.
 */
export const TITLE_LENGTH = 70;

/**
 * The document title from the page-meta templates: `Futura | Clavis`, `News title | News | Clavis`;
 * a detail's title that would run past TITLE_LENGTH goes without its section (`Long news title |
 * Clavis`), so search results keep the words that name the page.
 */
export function pageTitle(intl: IntlShape<string>, route: RouteName, story: Story): string {
  const template = TEMPLATES[route];
  const name = template === 'productName' || template === 'categoryName' ? text((story.content as TitledContent).name) ?? storyName(story) : storyName(story);
  const key = template ?? 'pageTitle';
  const title = intl.formatMessage({ id: `meta.${key}` }, { [key]: name });
  return title.length > TITLE_LENGTH && key !== 'pageTitle' ? intl.formatMessage({ id: 'meta.pageTitle' }, { pageTitle: name }) : title;
}

/** A one-line description for search results. */
export function pageDescription(story: Story, siteConfig: Story | null = null): string | undefined {
  const content = story.content as TitledContent;
  const siteDescription = (siteConfig?.content as { seo_description?: unknown } | undefined)?.seo_description;
  // A page the editors gave no words of its own (a listing) still tells search results what the site is.
  return text(content.seo?.description) ?? text(content.description) ?? text(content.excerpt) ?? text(content.intro) ?? text(siteDescription);
}
