import { parseImageTransform } from '@clavis/blocks/image';

/** The gallery's picture sizes (`{link}/m/800x0`): its thumbnails, the lightbox and the two download sizes. */
export const PICTURE_TRANSFORMS = { thumbnail: '400x300', small: '800x0', medium: '1600x0' } as const;

export type PictureTransform = (typeof PICTURE_TRANSFORMS)[keyof typeof PICTURE_TRANSFORMS];

/**
 * Whether the image-service part after a signed link's `/m/` may be passed on: it is not covered by
 * the link's signature, so only a part the site itself writes (`@clavis/blocks`' `imageUrl`: the
 * gallery's sizes, a catalogue cover's `480x0/filters:...`) is, never a text the partner makes up.
 */
export function isPictureTransform(value: string): boolean {
  return parseImageTransform(value) !== null;
}
