import { Grid, Skeleton, Stack } from '@clavis/design-system';
import { SkeletonFrame, type SkeletonProps } from './SkeletonFrame';
import * as styles from './CardGridSkeleton.css';

export interface CardGridSkeletonProps extends SkeletonProps {
  /** How many cards a typical answer has. @default 3 */
  cards?: number;
  /** A listing's filter and sort controls and its count above the cards. @default false */
  controls?: boolean;
}

function CardSkeleton() {
  return (
    <li className={styles.card}>
      <span className={styles.media}>
        <Skeleton shape="rectangle" height="100%" />
      </span>
      <span className={styles.body}>
        <Skeleton width="40%" />
        <Skeleton width="85%" />
        <Skeleton width="60%" />
        <Skeleton />
        <Skeleton width="30%" />
      </span>
    </li>
  );
}

/**
 * The loading state of a page of cards (a listing, a folder's sub-folders): the title, the listing's
 * controls, and the cards in the listing's grid (the same columns, the same 4/3 pictures), so the
 * content takes the place the skeleton held.
 */
export function CardGridSkeleton({ label, cards = 3, controls = false }: CardGridSkeletonProps) {
  return (
    <SkeletonFrame label={label} width="wide">
      <Stack space="md">
        <Skeleton width="6rem" />
        <Skeleton shape="rectangle" width="50%" height="2.5rem" />
        <Skeleton width="70%" />
      </Stack>
      <Stack space="md">
        {controls ? (
          <>
            <span className={styles.controls}>
              <Skeleton shape="rectangle" width="min(28rem, 100%)" height="4.5rem" />
            </span>
            <Skeleton width="6rem" />
          </>
        ) : null}
        <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }}>
          {Array.from({ length: cards }, (_, index) => (
            <CardSkeleton key={index} />
          ))}
        </Grid>
      </Stack>
    </SkeletonFrame>
  );
}
