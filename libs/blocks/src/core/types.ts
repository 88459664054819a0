import type { IntlShape } from '@formatjs/intl';
import type { Story } from '@clavis/cms-client';
import type { LocaleCode, Market } from '@clavis/i18n-routing';
import type { ComponentType, ReactNode } from 'react';
import type { z } from 'zod';

/** A blok as Storyblok sends it: a technical name, a uid and, in the visual editor, `_editable`. */
export interface BlokBase {
  _uid: string;
  component: string;
  _editable?: string;
}

/** What the page loader fetched for a block that declared a `data` request. */
export interface BlockData {
  stories: readonly Story[];
  /** Every matching story, across pages (for pagination labels). */
  total: number;
}

/**
 * A list of stories a block shows (news, downloads, pages of a folder). Blocks never fetch: the page
 * loader (site-shell) runs these requests before rendering and hands the answers back through
 * `BlockContext.data`, keyed by the blok's `_uid`.
 */
export interface BlockDataRequest {
  /** A full-slug prefix, e.g. `de/germany/veranstaltungen-und-nachrichten/nachrichten-uber-uns/`. */
  startsWith: string;
  /** Content types to keep (Storyblok `filter_query[component][in]`). */
  contentTypes?: readonly string[];
  /** Storyblok `sort_by`. @default 'position:asc' */
  sortBy?: string;
  /** At most this many stories. @default 25 */
  limit?: number;
  /** Relation fields of the listed stories to resolve, e.g. `product.category`. */
  resolveRelations?: readonly string[];
}

/** Where a block sits: the page's market, locale and story, for building data requests. */
export interface BlockScope {
  market: Market;
  locale: LocaleCode;
  /** The full slug of the page story (`de/germany/uber-uns/`), if the blocks belong to one. */
  storySlug?: string;
}

/** Where CMS assets live and whether the image service (`/m/...`) may transform them. */
export interface AssetOptions {
  /** Prefix for relative asset filenames (`/f/...`); '' serves them from the same origin. */
  baseUrl: string;
  /** Append Storyblok image-service transforms (size, format). @default true */
  imageService: boolean;
}

/** A content problem found while rendering: a failed schema, a throwing block, an unknown name. */
export interface BlockProblem {
  kind: 'unknown-component' | 'invalid-content' | 'render-error';
  component: string;
  uid: string;
  /** Human-readable detail; for invalid content, `field: message` per failing field. */
  details: readonly string[];
}

/** Everything a block may read besides its own content. Plain values only: blocks never fetch. */
export interface BlockContext extends BlockScope {
  /** Draft mode (CMS preview): content problems are shown to the editor, not only logged. */
  draft: boolean;
  /** Message formatting in the page's locale (react-intl's catalogue from `@clavis/i18n-routing/messages`). */
  intl: IntlShape<string>;
  assets: AssetOptions;
  /** Answers to the blocks' data requests, by blok `_uid`. */
  data: Readonly<Record<string, BlockData>>;
  /** Renders nested bloks (rich-text embeds, grids) with the same registry and context. */
  renderBlocks: (bloks: readonly unknown[]) => ReactNode;
  /** Called for every content problem (logged on the server in production). */
  report: (problem: BlockProblem) => void;
}

/** The props of every block component. */
export interface BlockProps<Content> {
  blok: Content;
  context: BlockContext;
  /** The blok's place in its list: 0 opens it (a hero there holds the page's h1 and LCP image). */
  index?: number;
}

/** One registry entry: how a Storyblok component becomes a React block. */
export interface BlockDefinition<Schema extends z.ZodType = z.ZodType> {
  /** The Storyblok content shape; content that fails it is isolated, never rendered half-way. */
  schema: Schema;
  component: ComponentType<BlockProps<z.output<Schema>>>;
  /** Relation fields the CMS must resolve for this block (`resolve_relations`), e.g. `product_hero.product`. */
  relations?: readonly string[];
  /** The stories this block lists, loaded before rendering. */
  data?: (blok: z.output<Schema>, scope: BlockScope) => BlockDataRequest | null;
}

/** Storyblok component name -> block. Passed to `BlockRenderer` as a value; never global. */
// `any`: entries differ in content type; each is checked against its own schema by defineBlock.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type BlockRegistry = Readonly<Record<string, BlockDefinition<any>>>;
