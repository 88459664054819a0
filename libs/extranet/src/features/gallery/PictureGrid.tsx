import { Button, Text } from '@clavis/design-system';
import { useEffect, useRef, useState } from 'react';
import type { ExtranetPicture } from '../../payload';
import { fileIdentity } from '../../shared/fileIdentity';
import * as styles from './Gallery.css';
import { sizedPictureUrl, thumbnailTransform } from './pictureSizes';

/** Pictures added each time the end of the grid comes into view. */
export const GRID_PAGE = 12;

export interface PictureGridProps {
  pictures: readonly ExtranetPicture[];
  onOpen: (index: number) => void;
  labels: { open: (name: string) => string; more: string };
  /** Whether the image service sizes the thumbnails. @default true */
  imageService?: boolean;
}

/**
 * A folder's pictures as thumbnails that load as one scrolls: the next ones are added when the
 * grid's end comes into view (and by the "load more" button, for keyboards and without observers).
 * Not ahead of it: a margin below the screen had the page add and fetch a second page of
 * thumbnails while it was still loading, on every phone, for pictures below the fold. The added
 * thumbnails load lazily, with the browser's own margin. Each thumbnail is a button that opens the
 * picture.
 */
export function PictureGrid({ pictures, onOpen, labels, imageService = true }: PictureGridProps) {
  const [shown, setShown] = useState(Math.min(GRID_PAGE, pictures.length));
  const sentinel = useRef<HTMLDivElement>(null);
  const more = shown < pictures.length;

  useEffect(() => {
    const target = sentinel.current;
    if (!more || !target || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setShown((count) => Math.min(count + GRID_PAGE, pictures.length));
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [more, pictures.length, shown]);

  return (
    <>
      <ul className={styles.grid}>
        {pictures.slice(0, shown).map((picture, index) => (
          <li key={fileIdentity(picture)}>
            <button type="button" className={styles.thumbButton} onClick={() => onOpen(index)} aria-label={labels.open(picture.alt || picture.name)}>
              <img className={styles.thumb} src={sizedPictureUrl(picture.href, thumbnailTransform(picture.focus), imageService)} alt="" width={400} height={300} loading={index < 6 ? 'eager' : 'lazy'} decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      {more ? (
        <>
          <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
          <Button variant="secondary" onClick={() => setShown((count) => Math.min(count + GRID_PAGE, pictures.length))}>
            {labels.more}
          </Button>
        </>
      ) : null}
      <Text size="sm" tone="muted" aria-live="polite">
        {`${shown} / ${pictures.length}`}
      </Text>
    </>
  );
}
