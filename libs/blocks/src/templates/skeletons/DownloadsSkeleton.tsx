import { Inline, Skeleton, Stack } from '@clavis/design-system';
import { SkeletonFrame, type SkeletonProps } from './SkeletonFrame';

const ROWS = 5;

/** The loading state of a downloads page (resources, catalogues): a title and rows of files. */
export function DownloadsSkeleton({ label }: SkeletonProps) {
  return (
    <SkeletonFrame label={label}>
      <Skeleton shape="rectangle" width="50%" height="2.5rem" />
      <Stack space="md">
        {Array.from({ length: ROWS }, (_, row) => (
          <Inline key={row} space="md">
            <Skeleton shape="rectangle" width="2.5rem" height="2.5rem" />
            <Skeleton width="min(24rem, 60vw)" />
          </Inline>
        ))}
      </Stack>
    </SkeletonFrame>
  );
}
