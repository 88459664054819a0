import type { BlockData } from '@clavis/blocks/listing';
import type { Story } from '@clavis/cms-client';
import type { LocaleCode, Market, RouteName, RouteParams } from '@clavis/i18n-routing';

/** A partner file as the API hands it out: a signed link, never the CMS asset URL. */
export interface ExtranetFile {
  /** Signed `/api/extranet/files/...` link, valid for a few minutes. */
  href: string;
  /** The asset's title, else its file name. */
  label: string;
  /** The file name, as the download saves it. */
  name: string;
  /** Size in bytes, when the CMS told it. */
  bytes?: number;
}

/** A gallery picture: a signed link to the original, to which the image service's `/m/{w}x{h}` may be appended. */
export interface ExtranetPicture extends ExtranetFile {
  alt: string;
  width?: number;
  height?: number;
  /** The editor's focal point (Storyblok's `x1xy1:x2xy2`), which a cropped thumbnail keeps in view. */
  focus?: string;
}

/**
 * `GET /api/extranet/{locale}/{path}`: the story of an extranet URL and what its template needs.
 * Every asset inside (story, listing, children) is a signed link.
 */
export interface ExtranetPayload {
  market: Market;
  locale: LocaleCode;
  route: RouteName;
  params: RouteParams;
  /** The page story; null for the extranet search, which has none. */
  story: Story | null;
  /** The stories its listing template lists (catalogue folders, catalogues, bulletins, documents, categories). */
  listing: BlockData | null;
  /** Direct sub-folders: a gallery folder's or a product category's categories. */
  children: Story[];
  /** A gallery folder's pictures. */
  pictures: ExtranetPicture[];
  /** A signed link to the gallery folder as one ZIP. */
  zip: string | null;
  /** A product's partner documents. */
  documents: ExtranetFile[];
  /** The newest news bulletins (extranet home). */
  latestBulletins: Story[];
}

/** The error body of every extranet API answer other than 200. */
export interface ExtranetProblem {
  status: number;
  error: string;
}
