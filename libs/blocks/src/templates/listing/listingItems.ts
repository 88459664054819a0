import { storyUrl, type Story } from '@clavis/cms-client';
import type { BlockContext } from '../../core/types';
import { storyImage } from '../storyImage';
import { contentTypeOf, storyTitle, textField } from '../storyContent';
import type { ListingItem } from './listingTypes';

type Context = Omit<BlockContext, 'renderBlocks'>;
type Content = Record<string, unknown>;

const CARD_IMAGE_WIDTH = 640;

/** A resolved relation (a story object), or null for an unresolved uuid. */
export function resolvedStory(value: unknown): Story | null {
  return typeof value === 'object' && value !== null && typeof (value as Story).full_slug === 'string' ? (value as Story) : null;
}

function formatDate(value: unknown, context: Context): string | undefined {
  if (typeof value !== 'string' || !value) return undefined;
  const time = Date.parse(value.replace(' ', 'T'));
  return Number.isNaN(time) ? undefined : context.intl.formatDate(time, { dateStyle: 'long' });
}

function isoDate(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const time = Date.parse(value.replace(' ', 'T'));
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

function address(content: Content): string | undefined {
  const value = content['address'] as { street?: string; postal_code?: string; city?: string } | undefined;
  return value?.street ? `${value.street}, ${value.postal_code ?? ''} ${value.city ?? ''}`.trim() : undefined;
}

function strings(...values: unknown[]): string[] {
  return values.filter((value): value is string => typeof value === 'string' && value.trim() !== '');
}

/** The message of a key, or undefined when the catalogue has none (a status the catalogue does not know). */
function message(context: Context, id: string): string | undefined {
  return context.intl.messages[id] ? context.intl.formatMessage({ id }) : undefined;
}

/** A listed story as a card's plain data, per content type (SPEC.md section 3 entities). */
export function listingItem(story: Story, context: Context): ListingItem {
  const content = (story.content ?? {}) as Content;
  const type = contentTypeOf(story);
  const base: ListingItem = {
    id: story.uuid,
    title: storyTitle(story),
    href: storyUrl({ market: context.market, fullSlug: story.full_slug }),
    description: textField(story, 'excerpt') ?? textField(story, 'description'),
  };
  switch (type) {
    case 'product': {
      const category = resolvedStory(content['category']);
      return {
        ...base,
        image: storyImage((content['images'] as unknown[] | undefined)?.[0], CARD_IMAGE_WIDTH, context, base.title),
        badges: strings(content['code']),
        filters: {
          ...(category ? { category: category.slug } : {}),
          ...(typeof content['segment'] === 'string' ? { segment: content['segment'] } : {}),
        },
      };
    }
    case 'news':
    case 'press_release':
    case 'bulletin':
      return {
        ...base,
        image: storyImage(content['image'], CARD_IMAGE_WIDTH, context),
        dateLabel: formatDate(content['date'], context),
        date: isoDate(content['date']),
      };
    case 'event': {
      const status = typeof content['status'] === 'string' ? content['status'] : '';
      return {
        ...base,
        image: storyImage(content['image'], CARD_IMAGE_WIDTH, context),
        dateLabel: formatDate(content['start_date'], context),
        date: isoDate(content['start_date']),
        meta: strings(content['location']),
        badges: strings(message(context, `events.status.${status}`)),
        filters: status ? { status } : {},
      };
    }
    case 'catalogue':
      return {
        ...base,
        image: storyImage(content['cover'], CARD_IMAGE_WIDTH, context, base.title),
        badges: strings(String(content['year'] ?? '')),
        filters: content['year'] ? { year: String(content['year']) } : {},
      };
    case 'catalogue_folder': {
      // What a partner decides by, as the extranet API adds it to each folder: how many documents, the newest year, a cover.
      const count = content['documents'];
      const year = content['newest_year'];
      return {
        ...base,
        image: storyImage(content['image'] ?? content['cover'], CARD_IMAGE_WIDTH, context, base.title),
        meta: strings(
          typeof count === 'number' ? context.intl.formatMessage({ id: 'extranet.documents' }, { count }) : undefined,
          typeof year === 'number' ? context.intl.formatMessage({ id: 'extranet.newest_year' }, { year: String(year) }) : undefined,
        ),
      };
    }
    case 'seller':
      return {
        ...base,
        description: undefined,
        meta: strings(content['company'], content['region'], content['phone'], content['email']),
        filters: typeof content['region'] === 'string' ? { region: content['region'] } : {},
      };
    case 'shop':
      return {
        ...base,
        meta: strings(address(content), content['phone'], content['opening_hours']),
        filters: { city: (content['address'] as { city?: string } | undefined)?.city ?? '' },
      };
    case 'contact':
      return {
        ...base,
        meta: strings(content['role'], content['department'], content['phone'], content['email']),
        filters: typeof content['department'] === 'string' ? { department: content['department'] } : {},
      };
    case 'job':
      return {
        ...base,
        dateLabel: formatDate(content['posted'], context),
        date: isoDate(content['posted']),
        meta: strings(content['location'], content['department']),
        filters: typeof content['department'] === 'string' ? { department: content['department'] } : {},
      };
    default:
      return { ...base, image: storyImage(content['image'] ?? content['cover'], CARD_IMAGE_WIDTH, context) };
  }
}

/** The distinct values of a filter across items, with their labels, sorted by label. */
export function filterOptions(
  items: readonly ListingItem[],
  name: string,
  labelOf: (value: string) => string = (value) => value,
): { value: string; label: string }[] {
  const values = [...new Set(items.map((item) => item.filters?.[name]).filter((value): value is string => Boolean(value)))];
  return values.map((value) => ({ value, label: labelOf(value) })).sort((a, b) => a.label.localeCompare(b.label));
}
