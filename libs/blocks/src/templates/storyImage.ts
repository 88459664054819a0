import type { Asset } from '@clavis/cms-client';
import { assetDimensions, imageUrl } from '../core/imageUrl';
import type { BlockContext } from '../core/types';

export interface StoryImage {
  src: string;
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
  const intrinsic = assetDimensions(value) ?? { width: 4, height: 3 };
  const scaled = Math.min(width, intrinsic.width);
  const height = Math.round((scaled * intrinsic.height) / intrinsic.width);
  return {
    src: imageUrl(value, { width: scaled, height }, context.assets),
    alt: value.alt ?? fallbackAlt,
    width: scaled,
    height,
  };
}
