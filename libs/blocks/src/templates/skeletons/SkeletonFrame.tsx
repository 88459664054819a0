import type { ReactNode } from 'react';
import { Container, Stack, VisuallyHidden } from '@clavis/design-system';
import * as sectionStyles from '../templateSection.css';

export interface SkeletonProps {
  /** The spoken loading text (catalogue `common.loading`). */
  label: string;
}

/**
 * A loading page: the placeholder shapes are decorative, the region is busy and says so once
 * (politely: a status). `width` is the content's container, so the shapes take its boxes' sizes.
 */
export function SkeletonFrame({ label, width = 'default', children }: SkeletonProps & { width?: 'default' | 'wide'; children: ReactNode }) {
  return (
    <div className={sectionStyles.page} aria-busy="true">
      <Container width={width}>
        <p role="status">
          <VisuallyHidden>{label}</VisuallyHidden>
        </p>
        <Stack space="xl">{children}</Stack>
      </Container>
    </div>
  );
}
