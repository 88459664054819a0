import { formatContentProblem, storyUrl, validateContent, type StoryblokComponent } from '@clavis/cms-client';
import { getMarketConfig, isLocaleCode, MARKETS, type Market } from '@clavis/i18n-routing';

/** A story as the CDN API answers it, as far as the check reads it. */
export interface CheckedStory {
  uuid: string;
  full_slug: string;
  group_id?: string;
  published_at?: string | null;
  content: Record<string, unknown> & { component: string };
}

export type FindingKind = 'no-route' | 'schema' | 'alt-text' | 'broken-link' | 'translation';

export interface Finding {
  kind: FindingKind;
  fullSlug: string;
  message: string;
}

/** The headings `cms:check` prints the findings under. */
export const FINDING_TITLES: Record<FindingKind, string> = {
  'no-route': 'Stories whose slug no route matches',
  schema: 'Content that breaks its schema',
  'alt-text': 'Images without alt text',
  'broken-link': 'Broken story links',
  translation: 'Missing translations',
};

/** Content types that are no page of their own: read by the site wherever it needs them. */
const ROUTELESS_CONTENT_TYPES = new Set(['site_config']);
const IMAGE = /\.(jpe?g|png|gif|webp|avif|svg)$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every object inside a value (bloks, rich-text nodes, assets, links), the value first. */
function* objectsIn(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) for (const item of value) yield* objectsIn(item);
  else if (isObject(value)) {
    yield value;
    for (const child of Object.values(value)) yield* objectsIn(child);
  }
}

/** The uuids a blok's story-reference fields (`source: internal_stories`) hold. */
function referencedUuids(blok: Record<string, unknown>, component: StoryblokComponent | undefined): string[] {
  if (!component) return [];
  return Object.entries(component.schema)
    .filter(([, definition]) => definition.source === 'internal_stories')
    .flatMap(([key]) => {
      const value = blok[key];
      const values = Array.isArray(value) ? value : [value];
      return values.filter((item): item is string => typeof item === 'string' && UUID.test(item));
    });
}

/**
 * What a space holds that the sites cannot serve well: a story whose slug no market's route
 * matches (site configuration excepted), content its components do not allow (required fields
 * too, for a published story), an image without alt text, a link or reference to a story that
 * does not exist, and a story that some locale of a market has and another lacks. Findings name
 * the story by its full slug.
 */
export function checkSpace(stories: readonly CheckedStory[], components: readonly StoryblokComponent[]): Finding[] {
  const findings: Finding[] = [];
  const uuids = new Set(stories.map((story) => story.uuid));
  const byName = new Map(components.map((component) => [component.name, component]));

  for (const story of stories) {
    const fullSlug = story.full_slug;
    if (!ROUTELESS_CONTENT_TYPES.has(story.content.component) && !MARKETS.some((market) => storyUrl({ market, fullSlug }) !== null)) {
      findings.push({ kind: 'no-route', fullSlug, message: 'no route of any market matches this slug' });
    }
    for (const problem of validateContent(story.content, components, { publishing: Boolean(story.published_at) })) {
      findings.push({ kind: 'schema', fullSlug, message: formatContentProblem(problem) });
    }
    for (const node of objectsIn(story.content)) {
      if (node['fieldtype'] === 'asset' && typeof node['filename'] === 'string' && IMAGE.test(node['filename']) && !String(node['alt'] ?? '').trim()) {
        findings.push({ kind: 'alt-text', fullSlug, message: `${node['filename']} has no alt text` });
      }
      if (node['fieldtype'] === 'multilink' && node['linktype'] === 'story' && typeof node['id'] === 'string' && node['id'] && !uuids.has(node['id'])) {
        findings.push({ kind: 'broken-link', fullSlug, message: `links to story ${node['id']} (${String(node['cached_url'] ?? '')}), which does not exist` });
      }
      if (typeof node['component'] === 'string') {
        for (const uuid of referencedUuids(node, byName.get(node['component']))) {
          if (!uuids.has(uuid)) findings.push({ kind: 'broken-link', fullSlug, message: `${node['component']} refers to story ${uuid}, which does not exist` });
        }
      }
    }
  }
  findings.push(...missingTranslations(stories));
  return findings;
}

/**
 * Per market, the stories of its folders (`{locale}/{market}/...`, the global market's also the
 * shared catalogue) that one of the market's locales has and another lacks: an alternate is the
 * same story (`group_id`) in another locale folder.
 */
function missingTranslations(stories: readonly CheckedStory[]): Finding[] {
  const findings: Finding[] = [];
  for (const market of MARKETS) {
    const locales = getMarketConfig(market).locales;
    if (locales.length < 2) continue;
    const groups = new Map<string, Map<string, string>>();
    for (const story of stories) {
      const [locale, folder] = story.full_slug.split('/');
      if (!story.group_id || !locale || !isLocaleCode(locale) || !locales.includes(locale) || folder !== market) continue;
      const group = groups.get(story.group_id) ?? new Map<string, string>();
      group.set(locale, story.full_slug);
      groups.set(story.group_id, group);
    }
    for (const group of groups.values()) {
      const missing = locales.filter((locale) => !group.has(locale));
      const [first] = [...group.values()].sort();
      if (missing.length > 0 && first) {
        findings.push({ kind: 'translation', fullSlug: first, message: `${market as Market}: no ${missing.join(', ')} translation` });
      }
    }
  }
  return findings;
}
