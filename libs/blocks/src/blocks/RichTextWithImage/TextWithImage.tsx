import type { Asset } from '@clavis/cms-client';
import type { ReactNode } from 'react';
import type { BlockContext } from '../../core/types';
import { CmsImage } from '../../shared/media';
import type { ImagePosition } from './imagePosition';
import * as styles from './TextWithImage.css';

export interface TextWithImageProps {
  /** The picture beside the text; without one the text takes the row alone. */
  image: Asset | undefined;
  imagePosition: ImagePosition;
  context: Pick<BlockContext, 'assets'>;
  /** The text column: a heading and rich text. */
  children: ReactNode;
}

/** Text beside a picture from tablet width up, the picture on the editor's side; stacked on phones. */
export function TextWithImage({ image, imagePosition, context, children }: TextWithImageProps) {
  return (
    <div className={image ? styles.row : styles.single}>
      <div className={styles.text}>{children}</div>
      {image ? (
        <div className={imagePosition === 'left' ? styles.mediaLeft : undefined}>
          <CmsImage
            asset={image}
            context={context}
            ratio="4:3"
            sizes="(min-width: 1216px) 584px, (min-width: 740px) 50vw, 100vw"
            className={styles.image}
          />
        </div>
      ) : null}
    </div>
  );
}
