import { useId, type ReactNode } from 'react';
import { Disclosure } from '../Disclosure/Disclosure';
import { Heading, type HeadingLevel } from '../Heading/Heading';
import * as styles from './Accordion.css';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Only one item open at a time. @default false */
  exclusive?: boolean;
  /** Ids of the items open at first. */
  defaultOpen?: readonly string[];
  /** A heading above the group (FAQ title). */
  title?: ReactNode;
  /** @default '2' */
  titleLevel?: HeadingLevel;
}

/** A stack of disclosures (FAQ, product specifications), optionally exclusive. */
export function Accordion({ items, exclusive = false, defaultOpen = [], title, titleLevel = '2' }: AccordionProps) {
  const groupName = useId();
  return (
    <div className={styles.group}>
      {title ? (
        <Heading level={titleLevel} size="3">
          {title}
        </Heading>
      ) : null}
      <div className={styles.accordion}>
        {items.map((item) => (
          <Disclosure
            key={item.id}
            summary={item.title}
            defaultOpen={defaultOpen.includes(item.id)}
            name={exclusive ? groupName : undefined}
          >
            {item.content}
          </Disclosure>
        ))}
      </div>
    </div>
  );
}
