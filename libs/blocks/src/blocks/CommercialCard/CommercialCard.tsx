import { Card, Container } from '@clavis/design-system';
import { editable } from '../../core/editable';
import { blockHref } from '../../core/linkHref';
import type { BlockProps } from '../../core/types';
import { CmsImage } from '../../shared/media';
import type { CommercialCardContent } from './schema';
import * as styles from './CommercialCard.css';

/** A product or offer teaser: picture, title, text, the whole card linking to the offer. */
export function CommercialCard({ blok, context }: BlockProps<CommercialCardContent>) {
  // A story of another market leaves the card without a link, still worth showing as information.
  const href = blockHref(blok.link, context) ?? undefined;
  return (
    <section {...editable(blok)}>
      <Container className={styles.root}>
        <div className={styles.card}>
          <Card
            title={blok.title}
            headingLevel="2"
            href={href}
            eyebrow={blok.eyebrow}
            description={blok.text}
            variant="elevated"
            media={
              blok.image ? (
                <CmsImage asset={blok.image} context={context} ratio="16:9" sizes="(min-width: 480px) 448px, 100vw" alt="" className={styles.image} />
              ) : undefined
            }
          />
        </div>
      </Container>
    </section>
  );
}
