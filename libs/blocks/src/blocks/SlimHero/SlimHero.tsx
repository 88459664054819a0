import { Heading } from '@clavis/design-system';
import { editable } from '../../core/editable';
import type { BlockProps } from '../../core/types';
import { CmsImage, heroHeadingLevel, opensPage } from '../../shared/media';
import type { SlimHeroContent } from './schema';
import * as styles from './SlimHero.css';

/** The compact page-title hero: the page's h1 (when it opens the page), with its picture beside it from tablet width up. */
export function SlimHero({ blok, context, index }: BlockProps<SlimHeroContent>) {
  return (
    <header className={styles.root} {...editable(blok)}>
      <div className={styles.inner}>
        <Heading level={heroHeadingLevel(index)} size="1" className={styles.title}>
          {blok.title}
        </Heading>
        {blok.image ? (
          // Hidden on phones (it would push the content below the fold); from tablet up it is the
          // opening hero's LCP image, so it still loads first, at the small 40vw candidate on phones.
          <div className={styles.media}>
            <CmsImage
              asset={blok.image}
              context={context}
              ratio="21:9"
              sizes="(min-width: 1440px) 576px, 40vw"
              alt=""
              priority={opensPage(index)}
              className={styles.image}
            />
          </div>
        ) : null}
      </div>
    </header>
  );
}
