import { Heading } from '@clavis/design-system';
import { editable } from '../../core/editable';
import type { BlockProps } from '../../core/types';
import { RichText } from '../../shared/richText';
import { TextWithImage } from '../RichTextWithImage';
import type { RepeatableTextAndImageContent } from './schema';
import * as styles from './RepeatableTextAndImage.css';

/** Rows of a titled text beside a picture (the picture on each row's chosen side), stacked on phones. */
export function RepeatableTextAndImage({ blok, context }: BlockProps<RepeatableTextAndImageContent>) {
  return (
    <div className={styles.root} {...editable(blok)}>
      {blok.items.map((item) => (
        <section key={item._uid} {...editable(item)}>
          <TextWithImage image={item.image} imagePosition={item.image_position} context={context}>
            {item.title ? (
              <Heading level="2" size="3" className={styles.title}>
                {item.title}
              </Heading>
            ) : null}
            <RichText document={item.text} context={context} />
          </TextWithImage>
        </section>
      ))}
    </div>
  );
}
