import { Heading, Text } from '@clavis/design-system';
import { editable } from '../../core/editable';
import type { BlockProps } from '../../core/types';
import { CallToAction, CmsImage } from '../../shared/media';
import type { SmallBannerContent } from './schema';
import * as styles from './SmallBanner.css';

/** A compact teaser band between sections: title and text with the call to action beside them. */
export function SmallBanner({ blok, context }: BlockProps<SmallBannerContent>) {
  return (
    <section className={styles.root} {...editable(blok)}>
      <div className={[styles.band, blok.image ? styles.withImage : undefined].filter(Boolean).join(' ')}>
        {blok.image ? (
          <CmsImage asset={blok.image} context={context} ratio="4:3" sizes="(min-width: 740px) 160px, 256px" className={styles.image} />
        ) : null}
        <div className={styles.copy}>
          <Heading level="2" size="3" className={styles.title}>
            {blok.title}
          </Heading>
          {blok.text ? <Text className={styles.text}>{blok.text}</Text> : null}
        </div>
        {blok.link ? <CallToAction link={blok.link} label={blok.link_label} subject={blok.title} context={context} /> : null}
      </div>
    </section>
  );
}
