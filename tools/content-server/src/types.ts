/** A story as kept in the content folder: the CDN shape without what the server derives. */
export interface StoredStory {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  /** Folder path plus slug; a folder's start page ends with `/` (`de/germany/` is the home page). */
  full_slug: string;
  /** Published content; drafts use `draft_content` when it is there. */
  content: Record<string, unknown> & { component: string; _uid: string };
  draft_content?: Record<string, unknown> & { component: string; _uid: string };
  /** False: the story exists only as a draft (preview token). */
  published: boolean;
  created_at: string;
  published_at: string | null;
  first_published_at: string | null;
  is_startpage: boolean;
  /** Stories with the same group id are one story in several locale folders (alternates). */
  group_id: string;
  position: number;
  tag_list: string[];
  sort_by_date: string | null;
}

export interface StoredDatasourceEntry {
  id: number;
  name: string;
  value: string;
  dimension_value: string | null;
  /** Values per dimension (the market for `redirects`); `dimension=x` answers them as `dimension_value`. */
  dimensions?: Record<string, string>;
}

export interface SpaceInfo {
  id: number;
  name: string;
  domain: string;
  /** The cache version (`cv`); every change of content raises it. */
  version: number;
}

export interface ContentData {
  space: SpaceInfo;
  stories: StoredStory[];
  /** Folder names by full path (`de/germany/uber-uns` -> `Über uns`); missing ones are named after their slug. */
  folderNames?: Record<string, string>;
  datasources: Record<string, StoredDatasourceEntry[]>;
}
