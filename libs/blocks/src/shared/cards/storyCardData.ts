import { richTextToPlainText, storyUrl, type Asset, type RichTextDocument, type Story } from '@clavis/cms-client';
import type { BlockContext } from '../../core/types';
import { hasFile } from '../media/assetFields';

/** What a card shows of a listed story: plain values, ready for `StoryCard`. */
export interface StoryCardData {
  id: string;
  title: string;
  /** The story's URL on the current market's site; null when it is not on this site. */
  href: string | null;
  image?: Asset;
  /** The story's date (news, events...), formatted in the page's locale. */
  dateLabel?: string;
  /** The same date as ISO 8601, for `<time dateTime>` and sorting. */
  date?: string;
  description?: string;
  /** A short label above the title when there is no date (a product code). */
  eyebrow?: string;
}

type Content = Record<string, unknown>;

/** Where each content type keeps its date. */
const DATE_FIELDS: Record<string, string> = {
  news: 'date',
  press_release: 'date',
  bulletin: 'date',
  event: 'start_date',
  job: 'posted',
};

const EXCERPT_LENGTH = 160;

function text(content: Content, field: string): string | undefined {
  const value = content[field];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function asset(value: unknown): Asset | undefined {
  return typeof value === 'object' && value !== null && hasFile(value as Asset) ? (value as Asset) : undefined;
}

function bodyBloks(content: Content): Content[] {
  const body = content['body'];
  return Array.isArray(body) ? body.filter((blok): blok is Content => typeof blok === 'object' && blok !== null) : [];
}

/** A page's picture: its own image field, else the first picture of its body (usually the hero's). */
function cardImage(content: Content): Asset | undefined {
  const own = asset(content['image']) ?? asset(content['cover']) ?? (Array.isArray(content['images']) ? asset(content['images'][0]) : undefined);
  if (own) return own;
  for (const blok of bodyBloks(content)) {
    const found = asset(blok['image']);
    if (found) return found;
  }
  return undefined;
}

function shorten(value: string): string {
  if (value.length <= EXCERPT_LENGTH) return value;
  const cut = value.slice(0, EXCERPT_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : EXCERPT_LENGTH).trimEnd()}…`;
}

/** A page's teaser text: its excerpt, description or intro, else the start of its first rich text. */
function cardDescription(content: Content): string | undefined {
  const own = text(content, 'excerpt') ?? text(content, 'description') ?? text(content, 'intro');
  if (own) return shorten(own);
  for (const blok of bodyBloks(content)) {
    const document = blok['text'];
    if (blok['component'] === 'rich_text' && typeof document === 'object' && document !== null) {
      const plain = richTextToPlainText(document as RichTextDocument).replace(/\s+/g, ' ').trim();
      if (plain) return shorten(plain);
    }
  }
  return undefined;
}

function parseDate(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const time = Date.parse(value.replace(' ', 'T'));
  return Number.isNaN(time) ? undefined : time;
}

/** A listed story as a card's data, whatever its content type (page, news, product, category...). */
export function storyCardData(story: Story, context: Pick<BlockContext, 'market' | 'intl'>): StoryCardData {
  const content = (story.content ?? {}) as Content;
  const type = typeof content['component'] === 'string' ? content['component'] : '';
  const dateField = DATE_FIELDS[type];
  const time = dateField ? parseDate(text(content, dateField)) : undefined;
  const image = cardImage(content);
  const description = cardDescription(content);
  const eyebrow = type === 'product' ? text(content, 'code') : undefined;
  return {
    id: story.uuid,
    title: text(content, 'title') ?? text(content, 'name') ?? story.name,
    href: storyUrl({ market: context.market, fullSlug: story.full_slug }),
    ...(image ? { image } : {}),
    ...(time !== undefined ? { date: new Date(time).toISOString(), dateLabel: context.intl.formatDate(time, { dateStyle: 'long' }) } : {}),
    ...(description ? { description } : {}),
    ...(eyebrow ? { eyebrow } : {}),
  };
}

/** Cards newest first; cards without a date keep their place after the dated ones. */
export function newestFirst(cards: readonly StoryCardData[]): StoryCardData[] {
  return [...cards].sort((a, b) => {
    if (a.date && b.date) return b.date.localeCompare(a.date);
    return a.date ? -1 : b.date ? 1 : 0;
  });
}
