import { Heading, Text } from '@clavis/design-system';
import { editable } from '../../core/editable';
import type { BlockProps } from '../../core/types';
import { CallToAction } from '../../shared/media';
import type { PreFooterContent } from './schema';
import * as styles from './PreFooter.css';

/** The contact band every public page shows above its footer (SPEC.md: layout with pre-footer). */
export function PreFooter({ blok, context }: BlockProps<PreFooterContent>) {
  return (
    <section className={styles.root} {...editable(blok)}>
      <div className={styles.inner}>
        <Heading level="2" align="center" className={styles.title}>
          {blok.title}
        </Heading>
        {blok.text ? (
          <Text align="center" className={styles.text}>
            {blok.text}
          </Text>
        ) : null}
        <CallToAction link={blok.link} label={blok.link_label ?? blok.title} context={context} />
      </div>
    </section>
  );
}
