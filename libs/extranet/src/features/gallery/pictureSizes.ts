import { imageTransform } from '@clavis/blocks/image';
import { PICTURE_TRANSFORMS, type PictureTransform } from '../../pictureTransforms';

/** The sizes a picture downloads in: the image service's width, or the original file. */
export const pictureSizes = [
  { id: 'small', labelId: 'extranet.size.small', transform: PICTURE_TRANSFORMS.small },
  { id: 'medium', labelId: 'extranet.size.medium', transform: PICTURE_TRANSFORMS.medium },
  { id: 'original', labelId: 'extranet.size.original', transform: null },
] as const;

export type PictureSizeId = (typeof pictureSizes)[number]['id'];

/** A picture's thumbnail crop (`400x300`), around the editor's focal point when there is one (`400x300/filters:focal(...)`). */
export function thumbnailTransform(focus?: string): string {
  const [width, height] = PICTURE_TRANSFORMS.thumbnail.split('x').map(Number);
  return imageTransform({ width, height, focus });
}

/** A signed picture link in a size: `{href}/m/800x0`, or the original (also where no image service sizes it, as in Storybook). */
export function sizedPictureUrl(href: string, transform: PictureTransform | string | null, imageService = true): string {
  return transform && imageService ? `${href}/m/${transform}` : href;
}

/** The same link as a download (`?download`: saved, not shown). */
export function downloadUrl(href: string): string {
  return `${href}${href.includes('?') ? '&' : '?'}download`;
}
