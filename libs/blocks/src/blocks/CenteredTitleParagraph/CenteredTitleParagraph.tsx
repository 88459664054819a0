import { Heading, Text } from '@clavis/design-system';
import { editable } from '../../core/editable';
import type { BlockProps } from '../../core/types';
import type { CenteredTitleParagraphContent } from './schema';
import * as styles from './CenteredTitleParagraph.css';

/** A centred section title with a short paragraph below (thank-you and welcome messages). */
export function CenteredTitleParagraph({ blok }: BlockProps<CenteredTitleParagraphContent>) {
  return (
    <section className={styles.root} {...editable(blok)}>
      <Heading level="2" align="center" className={styles.title}>
        {blok.title}
      </Heading>
      {blok.text ? (
        <Text size="lg" tone="muted" align="center" className={styles.text}>
          {blok.text}
        </Text>
      ) : null}
    </section>
  );
}
