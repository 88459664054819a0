import type { BlockContext, BlokBase } from '../../core/types';
import * as styles from './cards.css';

export interface EmptyListingProps {
  blok: BlokBase;
  context: Pick<BlockContext, 'draft'>;
  /** What visitors read instead of the list ("No news found."); without it they see nothing. */
  message?: string;
}

/**
 * The empty state of a listing block. Visitors see the message, if the block has one; editors in
 * draft mode also see why the list is empty, so an unpublished or missing story is noticed.
 */
export function EmptyListing({ blok, context, message }: EmptyListingProps) {
  return (
    <>
      {message ? <p className={styles.emptyMessage}>{message}</p> : null}
      {context.draft ? (
        <p role="note" lang="en" className={styles.emptyHint} data-listing-empty={blok.component}>
          Nothing to list in “{blok.component}” ({blok._uid}): the chosen stories are unpublished or missing, or the
          folder holds none of the listed content types.
        </p>
      ) : null}
    </>
  );
}
