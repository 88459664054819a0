import { Skeleton, Stack } from '@clavis/design-system';
import { SkeletonFrame, type SkeletonProps } from './SkeletonFrame';

/** The loading state of a content page: a title, an intro, a picture and paragraphs. */
export function GenericSkeleton({ label }: SkeletonProps) {
  return (
    <SkeletonFrame label={label}>
      <Stack space="md">
        <Skeleton shape="rectangle" width="60%" height="2.5rem" />
        <Skeleton width="80%" />
      </Stack>
      <Skeleton shape="rectangle" height="16rem" />
      <Stack space="sm">
        <Skeleton />
        <Skeleton />
        <Skeleton width="70%" />
      </Stack>
    </SkeletonFrame>
  );
}
