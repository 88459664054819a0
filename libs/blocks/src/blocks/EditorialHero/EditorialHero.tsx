import { Heading, Text } from '@clavis/design-system';
import { editable } from '../../core/editable';
import type { BlockProps } from '../../core/types';
import { CallToAction, CmsImage, heroHeadingLevel, opensPage } from '../../shared/media';
import type { EditorialHeroContent } from './schema';
import * as styles from './EditorialHero.css';

// Half the wide content width from tablet up, the full viewport on phones.
const SIZES = '(min-width: 1440px) 720px, (min-width: 740px) 50vw, 100vw';

/**
 * The editorial hero: a claim, an intro and a call to action beside a picture (stacked on phones).
 * Opening the page it holds the h1 and its picture is the LCP image; the fixed-ratio variant crops
 * the picture to the editor's ratio.
 */
export function EditorialHero({ blok, context, index }: BlockProps<EditorialHeroContent>) {
  const ratio = blok.component === 'editorial_hero_fixed_ratio' ? blok.ratio : undefined;
  return (
    <section className={styles.root} {...editable(blok)}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          <Heading level={heroHeadingLevel(index)} size="1" className={styles.title}>
            {blok.title}
          </Heading>
          {blok.text ? (
            <Text size="lg" className={styles.text}>
              {blok.text}
            </Text>
          ) : null}
          {blok.link ? <CallToAction link={blok.link} label={blok.link_label} subject={blok.title} context={context} /> : null}
        </div>
        <CmsImage asset={blok.image} context={context} ratio={ratio} sizes={SIZES} priority={opensPage(index)} className={styles.image} />
      </div>
    </section>
  );
}
