import { editable } from '../../core/editable';
import type { BlockProps } from '../../core/types';
import { RichText } from '../../shared/richText';
import type { RichTextBlockContent } from './schema';
import * as styles from './RichTextBlock.css';

/** A rich-text section at the reading measure: headings, lists, links, images and embedded bloks. */
export function RichTextBlock({ blok, context }: BlockProps<RichTextBlockContent>) {
  return (
    <div className={styles.root} {...editable(blok)}>
      <RichText document={blok.text} context={context} />
    </div>
  );
}
