import type { Asset } from '@clavis/cms-client';
import { assetDimensions } from '../core/imageUrl';
import type { BlockContext } from '../core/types';
import { imageSources } from '../shared/media/imageSources';

export interface StoryImage {
  src: string;
  /** Smaller sizes for narrow screens, as the image service makes them; '' without the service. */
  srcSet: string;
  alt: string;
  width: number;
  height: number;
}

function isAsset(value: unknown): value is Asset {
  return typeof value === 'object' && value !== null && typeof (value as { filename?: unknown }).filename === 'string';
}

/**
 * An asset as an image of at most `width` pixels, keeping its intrinsic ratio (so the browser
 * reserves its box: no layout shift); undefined for an empty or missing asset.
 */
export function storyImage(value: unknown, width: number, context: Pick<BlockContext, 'assets'>, fallbackAlt = ''): StoryImage | undefined {
  if (!isAsset(value) || !value.filename) return undefined;
  // Without a size in its path (Storyblok paths have one), an asset is taken as 4:3 at `width`.
  const intrinsic = assetDimensions(value);
  const scaled = intrinsic ? Math.min(width, intrinsic.width) : width;
  const sources = imageSources(value, context.assets, undefined, scaled);
  return {
    src: sources.src,
    srcSet: sources.srcSet,
    alt: value.alt ?? fallbackAlt,
    width: scaled,
    height: Math.round((scaled * (intrinsic?.height ?? 3)) / (intrinsic?.width ?? 4)),
  };
}
