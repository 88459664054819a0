'use client';
import type { ReactNode } from 'react';
import { useImageComponent } from '../../providers/ImageProvider';
import * as styles from './Image.css';

export const imageRatios = ['auto', '1/1', '4/3', '3/2', '16/9', '21/9'] as const;

export interface ImageProps {
  src: string;
  /** Text alternative; pass `''` for purely decorative images. */
  alt: string;
  /** Intrinsic size in px, so the browser reserves space and nothing shifts. */
  width?: number;
  height?: number;
  /** Crop to a fixed aspect ratio. @default 'auto' */
  ratio?: (typeof imageRatios)[number];
  /** How a cropped image fills its frame. @default 'cover' */
  fit?: 'cover' | 'contain';
  /** @default 'none' */
  radius?: 'none' | 'md' | 'lg';
  /** Above the fold: load eagerly with high priority. @default false */
  priority?: boolean;
  /** Candidate files by width (`url 480w, ...`), chosen by the browser with `sizes`. */
  srcSet?: string;
  /** Responsive `sizes` hint. */
  sizes?: string;
  /** Rendered as a `figcaption`. */
  caption?: ReactNode;
}

/** A responsive image rendered by the `ImageProvider`'s component (`next/image` in the apps). */
export function Image({ src, alt, width, height, ratio = 'auto', fit = 'cover', radius = 'none', priority, srcSet, sizes, caption }: ImageProps) {
  const ImageComponent = useImageComponent();
  const cropped = ratio !== 'auto';
  const img = (
    <span className={`${styles.frame} ${styles.ratios[ratio]} ${styles.radii[radius]}`}>
      <ImageComponent
        src={src}
        alt={alt}
        width={width}
        height={height}
        srcSet={srcSet}
        sizes={sizes}
        priority={priority}
        className={[styles.image, cropped ? styles.filled : undefined, styles.fits[fit]].filter(Boolean).join(' ')}
      />
    </span>
  );
  if (!caption) return img;
  return (
    <figure className={styles.frame} style={{ background: 'none' }}>
      {img}
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
