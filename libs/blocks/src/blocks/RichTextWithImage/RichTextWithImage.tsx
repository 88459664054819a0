import { editable } from '../../core/editable';
import type { BlockProps } from '../../core/types';
import { RichText } from '../../shared/richText';
import type { RichTextWithImageContent } from './schema';
import { TextWithImage } from './TextWithImage';
import * as styles from './RichTextWithImage.css';

/** Rich text beside a picture, the picture on the side the editor chose. */
export function RichTextWithImage({ blok, context }: BlockProps<RichTextWithImageContent>) {
  return (
    <div className={styles.root} {...editable(blok)}>
      <TextWithImage image={blok.image} imagePosition={blok.image_position} context={context}>
        <RichText document={blok.text} context={context} />
      </TextWithImage>
    </div>
  );
}
