import { Accordion as AccordionGroup } from '@clavis/design-system';
import { editable } from '../../core/editable';
import type { BlockProps } from '../../core/types';
import { RichText } from '../../shared/richText';
import type { AccordionContent } from './schema';
import * as styles from './Accordion.css';

/**
 * Questions that open to their answers (FAQ). The design-system accordion is built on
 * `<details>`/`<summary>`: keyboard operable and working before any JavaScript has loaded; the
 * answers are in the HTML from the start, so search engines and find-in-page see them.
 */
export function Accordion({ blok, context }: BlockProps<AccordionContent>) {
  return (
    <section className={styles.root} {...editable(blok)}>
      <AccordionGroup
        title={blok.title}
        titleLevel="2"
        items={blok.items.map((item) => ({
          id: item._uid,
          title: item.title,
          content: <RichText document={item.text} context={context} />,
        }))}
      />
    </section>
  );
}
