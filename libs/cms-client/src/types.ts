import type { QueryValue } from './utils/query';

export type StoryVersion = 'published' | 'draft';

/** The same story in another locale folder (folder-level translation, DESIGN.md section 3). */
export interface StoryAlternate {
  id: number;
  name: string;
  slug: string;
  full_slug: string;
  published: boolean;
  is_folder: boolean;
  parent_id: number | null;
}

/** A component (blok) in a story's content: a Storyblok technical name plus its fields. */
export interface StoryContent {
  _uid: string;
  component: string;
  [field: string]: unknown;
}

/** A story as the CDN API v2 answers it. */
export interface Story<C = StoryContent> {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  content: C;
  created_at: string;
  published_at: string | null;
  first_published_at: string | null;
  is_startpage: boolean;
  parent_id: number | null;
  group_id: string;
  lang: string;
  alternates: StoryAlternate[];
  position: number;
  tag_list: string[];
  sort_by_date: string | null;
  path: string | null;
  meta_data?: unknown;
  translated_slugs?: unknown;
  default_full_slug?: string | null;
  release_id?: number | null;
}

/** `filter_query` as the CDN API reads it: field -> operation -> value. */
export type FilterQuery = Record<
  string,
  Partial<
    Record<
      'is' | 'in' | 'not_in' | 'like' | 'not_like' | 'any_in_array' | 'all_in_array' | 'gt_date' | 'lt_date' | 'gt_int' | 'lt_int' | 'gt_float' | 'lt_float',
      string | number | boolean
    >
  >
>;

/** Params of `GET cdn/stories` and `GET cdn/stories/{slug}` (SPEC.md section 7, plus the list filters). */
export interface StoriesParams {
  /** @default 'published' (the client's `version`) */
  version?: StoryVersion;
  /** Overrides the client's access token for this call (e.g. the preview token in draft mode). */
  token?: string;
  /** Cache version; the client sends the latest it knows when this is not given. */
  cv?: number;
  /** @default 25 */
  per_page?: number;
  /** @default 1 */
  page?: number;
  language?: string;
  by_uuids?: string | readonly string[];
  by_slugs?: string | readonly string[];
  starts_with?: string;
  excluding_slugs?: string | readonly string[];
  content_type?: string;
  sort_by?: string;
  filter_query?: FilterQuery;
  /** `component.field` names whose story uuids are replaced with the stories. */
  resolve_relations?: string | readonly string[];
  resolve_links?: 'url' | 'story' | 'link';
  is_startpage?: boolean;
  find_by?: 'uuid';
  [param: string]: QueryValue;
}

export interface StoryResponse<C = StoryContent> {
  story: Story<C>;
  cv: number;
  rels: Story[];
  links: (Story | CdnLink)[];
}

export interface StoriesResponse<C = StoryContent> {
  stories: Story<C>[];
  cv: number;
  rels: Story[];
  links: (Story | CdnLink)[];
  /** From the `total` header. */
  total: number;
  /** From the `per-page` header. */
  perPage: number;
}

/** An entry of `GET cdn/links`. */
export interface CdnLink {
  id: number;
  uuid: string;
  slug: string;
  name: string;
  is_folder: boolean;
  is_startpage: boolean;
  published: boolean;
  parent_id: number | null;
  position: number;
  real_path: string;
  path?: string | null;
  alternates?: { path: string | null; name: string | null; lang: string; published: boolean; translated_slug: string }[];
}

export interface LinksParams {
  version?: StoryVersion;
  token?: string;
  cv?: number;
  starts_with?: string;
  with_parent?: number;
  include_dates?: 0 | 1;
  paginated?: 0 | 1;
  per_page?: number;
  page?: number;
  [param: string]: QueryValue;
}

export interface DatasourceEntry {
  id: number;
  name: string;
  value: string;
  dimension_value: string | null;
}

export interface DatasourceEntriesParams {
  datasource: string;
  dimension?: string;
  per_page?: number;
  page?: number;
  token?: string;
  cv?: number;
  [param: string]: QueryValue;
}

export interface Space {
  id: number;
  name: string;
  domain: string;
  /** The current cache version. */
  version: number;
  language_codes: string[];
}
