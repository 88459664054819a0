import type { ReactNode } from 'react';
import { visuallyHidden } from '../../css/focusRing.css';

export interface VisuallyHiddenProps {
  /** @default 'span' */
  as?: 'span' | 'div' | 'h2' | 'h3' | 'p' | 'label';
  id?: string;
  children: ReactNode;
}

/** Content for screen readers only (extra context on a link, a heading for a landmark). */
export function VisuallyHidden({ as: Tag = 'span', id, children }: VisuallyHiddenProps) {
  return (
    <Tag id={id} className={visuallyHidden}>
      {children}
    </Tag>
  );
}
