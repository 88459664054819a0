import type { StoryImage } from '../storyImage';

/** One listed story, reduced to what a card shows: plain data, so it crosses to the client. */
export interface ListingItem {
  id: string;
  title: string;
  href: string | null;
  description?: string;
  image?: StoryImage;
  /** Formatted on the server in the page's locale. */
  dateLabel?: string;
  /** ISO date for sorting by date. */
  date?: string;
  /** Short labels: a status, a code, a category. */
  badges?: readonly string[];
  /** Extra lines: location, phone, e-mail. */
  meta?: readonly string[];
  /** Filter name -> this item's value. */
  filters?: Readonly<Record<string, string>>;
}

export const sortKeys = ['manual', 'newest', 'oldest', 'name_asc', 'name_desc'] as const;
export type SortKey = (typeof sortKeys)[number];

export interface ListingSort {
  value: SortKey;
  label: string;
}

export interface ListingFilter {
  /** The query parameter, e.g. `category`. */
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
}

/** Every visible string of a listing, formatted on the server; ICU patterns where a count goes in. */
export interface ListingLabels {
  /** 'Sort by'. */
  sortBy: string;
  /** 'All' (a filter's empty choice). */
  all: string;
  /** 'Reset filters'. */
  reset: string;
  /** 'Apply filters' (the controls' submit, for browsers without JavaScript). */
  apply: string;
  /** 'Filters': the name of the controls' form. */
  filters: string;
  /**
   * The result count for every count the list can show (index = count: 'No items', '1 item',
   * '2 items'...), formatted on the server so no message formatter ships to the browser.
   */
  results: readonly string[];
  /** 'Page {page} of {total}', the two numbers left as placeholders for the browser. */
  page: string;
  previous: string;
  next: string;
  /** Shown when nothing matches. */
  empty: string;
  /** Name of the list, for its landmark (the page title). */
  list: string;
  /** Name of the page links' landmark ('Seiten: Produkte'), apart from a footer section named as the list. */
  pages: string;
}
