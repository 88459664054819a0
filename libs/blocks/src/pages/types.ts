import type { Story } from '@clavis/cms-client';
import type { RouteName, RouteParams } from '@clavis/i18n-routing';
import type { BlockContext, BlockData, BlockDataRequest } from '../core/types';

/** A listing's view state, kept in the URL query (DESIGN.md section 4). */
export interface ListingQuery {
  /** 1-based. */
  page: number;
  sort?: string;
  /** Filter name -> value, e.g. `{ category: 'autoschluessel', year: '2026' }`. */
  filters: Readonly<Record<string, string>>;
}

/** Everything the page loader (site-shell) fetched for one URL. */
export interface PageInput {
  route: RouteName;
  params: RouteParams;
  /** The page story, relations resolved (`resolve_relations` from `pageRelations()`). */
  story: Story;
  /** `{locale}/{market}/config` (falling back to global): navigation, footer, pre-footer. */
  siteConfig: Story | null;
  /** The answer to `pageListingRequest`, when the template lists child stories. */
  listing: BlockData | null;
  /**
   * The listing view of the URL query (`?page=2`), on a listing view's own page (site-shell's
   * listingViewPath). Without it the HTML holds the first page of the default view.
   */
  query?: ListingQuery;
  /** The page's URL path, for a listing's links to its other pages. */
  path?: string;
}

/** The arguments of `pageListingRequest`. */
export interface PageListingArgs {
  route: RouteName;
  params: RouteParams;
  story: Story;
  scope: Pick<BlockContext, 'market' | 'locale'>;
}

export type PageListingRequest = BlockDataRequest;

/** Layout names of SPEC.md section 2. */
export type LayoutName =
  | 'custom-landing-pages'
  | 'default'
  | 'empty'
  | 'extranet'
  | 'extranet-with-prefooter'
  | 'simple-landing'
  | 'with-prefooter';
