import type { Asset } from '@clavis/cms-client';
import { assetDimensions, imageUrl } from '../../core/imageUrl';
import type { AssetOptions } from '../../core/types';
import type { AspectRatio } from './ratio';

/** Candidate widths for `srcset`: phones (1x-3x) up to wide desktops at 2x. */
export const IMAGE_WIDTHS = [320, 480, 640, 800, 1024, 1280, 1600, 1920, 2560] as const;

/** Image-service filters applied to every responsive candidate. */
const FILTERS = { format: 'webp', quality: 75 } as const;

export interface ImageSources {
  src: string;
  /** Empty when the image service is off or the file cannot be transformed. */
  srcSet: string;
  /** Intrinsic size of the rendered crop, for the `width`/`height` attributes (no layout shift). */
  width?: number;
  height?: number;
}

/** The widths worth offering: never upscaled past the file's own width, which is always offered. */
export function candidateWidths(intrinsicWidth: number | undefined, widths: readonly number[] = IMAGE_WIDTHS): number[] {
  if (!intrinsicWidth) return [...widths];
  const smaller = widths.filter((width) => width < intrinsicWidth);
  return [...smaller, intrinsicWidth];
}

const heightFor = (width: number, ratio: AspectRatio) => Math.round((width * ratio.height) / ratio.width);

/**
 * `src`, `srcset` and intrinsic size of a CMS image through the image service, optionally cropped
 * to a ratio (around the editor's focal point, `focus`) and at most `maxWidth` wide. Without the service (Storybook, tests) the plain file URL
 * is used at its own size.
 */
export function imageSources(asset: Pick<Asset, 'filename'> & Partial<Pick<Asset, 'focus'>>, assets: AssetOptions, ratio?: AspectRatio, maxWidth?: number): ImageSources {
  const intrinsic = assetDimensions(asset);
  const plain = imageUrl(asset, {}, { ...assets, imageService: false });
  const transformed = imageUrl(asset, { width: 1 }, assets) !== plain;

  if (!transformed) {
    if (!intrinsic) return { src: plain, srcSet: '' };
    // The browser crops with object-fit; the attributes only give it the box's proportions.
    const height = ratio ? heightFor(intrinsic.width, ratio) : intrinsic.height;
    return { src: plain, srcSet: '', width: intrinsic.width, height };
  }

  const widths = candidateWidths(maxWidth === undefined ? intrinsic?.width : Math.min(maxWidth, intrinsic?.width ?? maxWidth));
  const url = (width: number) => imageUrl(asset, { width, height: ratio ? heightFor(width, ratio) : 0, ...FILTERS }, assets);
  const largest = widths[widths.length - 1] ?? IMAGE_WIDTHS[0];
  const fallback = widths.filter((width) => width <= 1024).pop() ?? largest;
  const height = ratio ? heightFor(largest, ratio) : intrinsic ? Math.round((largest * intrinsic.height) / intrinsic.width) : undefined;
  return {
    src: url(fallback),
    srcSet: widths.map((width) => `${url(width)} ${width}w`).join(', '),
    width: intrinsic || ratio ? largest : undefined,
    height,
  };
}
