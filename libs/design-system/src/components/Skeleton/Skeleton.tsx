import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'rectangle', 'circle'] as const;

export interface SkeletonProps {
  /** @default 'text' */
  shape?: (typeof skeletonShapes)[number];
  /** CSS width. @default '100%' */
  width?: string | number;
  /** CSS height (ignored for `text`, which takes the line height). */
  height?: string | number;
}

/**
 * A placeholder while content loads. It is decorative: wrap a loading region in
 * `aria-busy="true"` and announce progress with a `Spinner` or live text instead.
 */
export function Skeleton({ shape = 'text', width = '100%', height }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={`${styles.skeleton} ${styles.shapes[shape]}`}
      style={{ width, height: shape === 'text' ? undefined : (height ?? (shape === 'circle' ? width : '8rem')) }}
    />
  );
}
