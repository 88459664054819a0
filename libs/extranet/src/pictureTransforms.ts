/**
 * The image-service sizes a signed picture link may be fetched in (`{link}/m/800x0`): the gallery's
 * thumbnails, the lightbox and the two download sizes. The size is not covered by the link's
 * signature, so the file route accepts only these, never a transform the partner writes.
 */
export const PICTURE_TRANSFORMS = { thumbnail: '400x300', small: '800x0', medium: '1600x0' } as const;

export type PictureTransform = (typeof PICTURE_TRANSFORMS)[keyof typeof PICTURE_TRANSFORMS];

const allowed = new Set<string>(Object.values(PICTURE_TRANSFORMS));

export function isPictureTransform(value: string): value is PictureTransform {
  return allowed.has(value);
}
