import { Heading, Text } from '@clavis/design-system';
import { editable } from '../../core/editable';
import type { BlockProps } from '../../core/types';
import type { ParagraphsGridContent } from './schema';
import * as styles from './ParagraphsGrid.css';

/** Short paragraphs side by side (key figures, facts): one column on phones, up to four on desktop. */
export function ParagraphsGrid({ blok }: BlockProps<ParagraphsGridContent>) {
  // Item titles sit one level below the block's title, or take its place when there is none.
  const itemLevel = blok.title ? '3' : '2';
  return (
    <section className={styles.root} {...editable(blok)}>
      {blok.title ? (
        <Heading level="2" className={styles.title}>
          {blok.title}
        </Heading>
      ) : null}
      <ul className={styles.list}>
        {blok.items.map((item) => (
          <li key={item._uid} className={styles.item} {...editable(item)}>
            <Heading level={itemLevel} size="3" tone="primary" className={styles.itemTitle}>
              {item.title}
            </Heading>
            {item.text ? <Text className={styles.itemText}>{item.text}</Text> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
