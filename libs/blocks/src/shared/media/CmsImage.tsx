import type { Asset } from '@clavis/cms-client';
import type { CSSProperties } from 'react';
import type { BlockContext } from '../../core/types';
import { focusPosition } from './focusPosition';
import { imageSources } from './imageSources';
import { cssAspectRatio, parseRatio } from './ratio';
import * as styles from './CmsImage.css';

export interface CmsImageProps {
  asset: Asset;
  context: Pick<BlockContext, 'assets'>;
  /** The `sizes` hint: how wide the image is drawn at each breakpoint (`(min-width: 992px) 50vw, 100vw`). */
  sizes: string;
  /** Crop to a ratio (`'16:9'`); the file's own proportions otherwise. */
  ratio?: string;
  /** The page's largest above-the-fold image (LCP): loaded eagerly and first. */
  priority?: boolean;
  /** Overrides the asset's alt text (`''` marks the image decorative). */
  alt?: string;
  className?: string;
}

/**
 * A responsive CMS image: `srcset` through the image service at several widths (never upscaled),
 * width/height so the browser reserves its box (no layout shift), lazy unless it is the priority
 * image. A plain server-rendered `<img>`: it ships no JavaScript and keeps the `srcset` the
 * image service already makes, which the design-system `Image` cannot pass on.
 *
 * The priority image sits in a `<picture>` (laid out as if it were not there). React's server
 * renderers preload every eager `<img>` outside one, in the HTML and in the RSC payload; the
 * payload of each page Next.js prefetches for a link then downloaded that page's opening picture,
 * three pictures more on a product page, all for pages the visitor may never open. Eager,
 * `fetchpriority="high"` and near the top of the HTML, the image is found by the browser's
 * preload scanner as early as a preload would find it.
 */
export function CmsImage({ asset, context, sizes, ratio, priority = false, alt, className }: CmsImageProps) {
  const aspect = parseRatio(ratio);
  const { src, srcSet, width, height } = imageSources(asset, context.assets, aspect);
  if (!src) return null;
  const objectPosition = focusPosition(asset);
  const style: CSSProperties = {
    ...(aspect ? { aspectRatio: cssAspectRatio(aspect) } : {}),
    // Wherever CSS crops the picture (object-fit: cover), the editor's focal point stays in view.
    ...(objectPosition ? { objectPosition } : {}),
  };
  const image = (
    <img
      src={src}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={alt ?? asset.alt ?? ''}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={[styles.image, className].filter(Boolean).join(' ')}
      style={Object.keys(style).length ? style : undefined}
    />
  );
  return priority ? <picture className={styles.unboxed}>{image}</picture> : image;
}
