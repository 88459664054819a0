import type { ReactNode } from 'react';
import { IconChevronDown } from '../Icon/icons';
import * as styles from './Disclosure.css';

export interface DisclosureProps {
  /** The always-visible summary that opens and closes the content. */
  summary: ReactNode;
  children: ReactNode;
  /** Open on first render. @default false */
  defaultOpen?: boolean;
  /**
   * Disclosures sharing a name form an exclusive group: opening one closes the others
   * (the HTML `details name` attribute).
   */
  name?: string;
}

/**
 * Show and hide a section. Built on `<details>`/`<summary>`: keyboard, roles and the open state
 * come from the browser, it works before JavaScript loads and needs no client code.
 */
export function Disclosure({ summary, children, defaultOpen = false, name }: DisclosureProps) {
  return (
    <details className={styles.details} open={defaultOpen || undefined} name={name}>
      <summary className={styles.summary}>
        <span>{summary}</span>
        <span className={styles.chevron}>
          <IconChevronDown size="lg" />
        </span>
      </summary>
      <div className={styles.content}>{children}</div>
    </details>
  );
}
