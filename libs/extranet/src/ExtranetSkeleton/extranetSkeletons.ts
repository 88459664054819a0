import { localizePath, type LocaleCode, type Market, type RouteName } from '@clavis/i18n-routing';

/** The shapes an extranet page takes while its content loads. */
export const extranetSkeletonKinds = ['home', 'cards', 'listing', 'detail'] as const;
export type ExtranetSkeletonKind = (typeof extranetSkeletonKinds)[number];

/**
 * Each area's pages by their depth below the area's index: the catalogues' folders (cards), a
 * folder's catalogues (a listing), a catalogue (detail); the last kind holds for any depth below.
 */
const KINDS_BELOW_AREA: readonly (readonly [RouteName, readonly ExtranetSkeletonKind[]])[] = [
  ['extranet', ['home', 'detail']],
  ['extranet-catalogues', ['cards', 'listing', 'detail']],
  ['extranet-bulletins', ['listing', 'detail']],
  ['extranet-documentation-bu-italy', ['listing', 'detail']],
  ['extranet-photo-gallery', ['cards']],
  ['extranet-products', ['cards']],
  ['extranet-search', ['detail']],
];

/** Path prefixes of a locale's extranet areas, each with its kinds by depth (see `skeletonOfPath`). */
export type ExtranetSkeletonTable = readonly (readonly [string, readonly ExtranetSkeletonKind[]])[];

/** The table of `skeletonOfPath` for one locale of a market: plain data, to be written into a page. */
export function extranetSkeletonTable(market: Market, locale: LocaleCode): ExtranetSkeletonTable {
  return KINDS_BELOW_AREA.map(([route, kinds]) => [localizePath({ market, locale, route }), kinds] as const);
}

/**
 * The skeleton kind of an extranet URL: the longest area path it is in, and its depth below it.
 * Self-contained on purpose (no imports, no helpers, plain ES5): the prebuilt shell, which serves
 * every extranet URL, writes it into its HTML to show the URL's skeleton from the first paint,
 * before any framework script (see `ExtranetPlaceholder`).
 */
/* eslint-disable no-var -- plain ES5: written as is into the HTML (see above) */
export function skeletonOfPath(table: ExtranetSkeletonTable, pathname: string): ExtranetSkeletonKind {
  var path = pathname.replace(/\/+$/, '');
  var best: (typeof table)[number] | null = null;
  for (var i = 0; i < table.length; i++) {
    var entry = table[i] as (typeof table)[number];
    if ((path === entry[0] || path.indexOf(entry[0] + '/') === 0) && (best === null || entry[0].length > best[0].length)) best = entry;
  }
  if (best === null) return 'detail';
  var depth = path.slice(best[0].length).split('/').filter(Boolean).length;
  return best[1][Math.min(depth, best[1].length - 1)] as ExtranetSkeletonKind;
}
/* eslint-enable no-var */
