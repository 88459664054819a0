// The component format of Storyblok's Management API (`POST /v1/spaces/:id/components`), as far as
// the site's declarations use it.

export type StoryblokFieldType =
  | 'text'
  | 'textarea'
  | 'richtext'
  | 'markdown'
  | 'number'
  | 'datetime'
  | 'boolean'
  | 'option'
  | 'options'
  | 'asset'
  | 'multiasset'
  | 'multilink'
  | 'bloks'
  | 'table'
  | 'section'
  | 'tab';

export type StoryblokAssetFileType = 'images' | 'docs' | 'videos' | 'audios';

export interface StoryblokFieldOption {
  name: string;
  value: string;
}

export interface StoryblokField {
  type: StoryblokFieldType;
  pos: number;
  display_name?: string;
  description?: string;
  required?: boolean;
  translatable?: boolean;
  default_value?: string;
  /** text, textarea, markdown */
  max_length?: number;
  /** option, options: the choices, or `source: 'internal_stories'` for story references. */
  options?: StoryblokFieldOption[];
  source?: 'internal_stories';
  filter_content_type?: string[];
  folder_slug?: string;
  use_uuid?: boolean;
  /** number */
  min_value?: number;
  max_value?: number;
  decimals?: number;
  /** datetime */
  disable_time?: boolean;
  /** asset, multiasset */
  filetypes?: StoryblokAssetFileType[];
  /** bloks (and richtext: the bloks an editor may embed) */
  restrict_components?: boolean;
  restrict_type?: '' | 'groups';
  component_whitelist?: string[];
  component_group_whitelist?: string[];
  minimum?: number;
  maximum?: number;
  /** multilink */
  email_link_type?: boolean;
  asset_link_type?: boolean;
  show_anchor?: boolean;
  allow_target_blank?: boolean;
  restrict_content_types?: boolean;
}

export interface StoryblokComponent {
  name: string;
  display_name: string;
  description?: string;
  is_root: boolean;
  is_nestable: boolean;
  schema: Record<string, StoryblokField>;
  component_group_uuid: string | null;
}

export interface StoryblokComponentGroup {
  uuid: string;
  name: string;
}

/** What `cms:schema` prints and `POST /components` and `/component_groups` take, one item at a time. */
export interface StoryblokSpaceSchema {
  components: StoryblokComponent[];
  component_groups: StoryblokComponentGroup[];
}
