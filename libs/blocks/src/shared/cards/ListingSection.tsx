import { Heading } from '@clavis/design-system';
import type { ReactNode } from 'react';
import { editable } from '../../core/editable';
import type { BlokBase } from '../../core/types';
import * as styles from './cards.css';

export interface ListingSectionProps {
  blok: BlokBase;
  /** The list's heading (h2); without one, the cards' titles are the h2s. */
  title: string | undefined;
  children: ReactNode;
}

/** The frame of a listing block: a centred section with the list's heading and the editor's handle. */
export function ListingSection({ blok, title, children }: ListingSectionProps) {
  return (
    <section className={styles.section} {...editable(blok)}>
      {title ? (
        <Heading level="2" className={styles.title}>
          {title}
        </Heading>
      ) : null}
      {children}
    </section>
  );
}

/** The level of the cards' titles under a listing's optional heading (no skipped levels). */
export function cardHeadingLevel(title: string | undefined): '2' | '3' {
  return title ? '3' : '2';
}
