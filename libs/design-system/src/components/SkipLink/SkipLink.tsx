import * as styles from './SkipLink.css';

export interface SkipLinkProps {
  /** Id of the main content's element, without `#`. @default 'main' */
  targetId?: string;
  /** @default 'Skip to main content' */
  children?: string;
}

/** The first focusable element of a page: jumps past the header to the main content (WCAG 2.4.1). */
export function SkipLink({ targetId = 'main', children = 'Skip to main content' }: SkipLinkProps) {
  return (
    <a href={`#${targetId}`} className={styles.skipLink}>
      {children}
    </a>
  );
}
