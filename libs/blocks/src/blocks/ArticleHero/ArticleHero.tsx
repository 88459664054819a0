import { Heading, Text } from '@clavis/design-system';
import { editable } from '../../core/editable';
import type { BlockProps } from '../../core/types';
import { CmsImage, heroHeadingLevel, opensPage } from '../../shared/media';
import type { ArticleHeroContent } from './schema';
import * as styles from './ArticleHero.css';

/**
 * The top of an article: its title, subtitle and publication date in the page's locale, with the
 * article's picture beside them on desktop. Opening the page it holds the h1 and the priority
 * (LCP) image; further down it is a section with an h2 and a lazy picture.
 */
export function ArticleHero({ blok, context, index }: BlockProps<ArticleHeroContent>) {
  return (
    <header className={styles.root} {...editable(blok)}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <Heading level={heroHeadingLevel(index)} size="1" className={styles.title}>
            {blok.title}
          </Heading>
          {blok.subtitle ? (
            <Text size="xl" tone="muted" className={styles.subtitle}>
              {blok.subtitle}
            </Text>
          ) : null}
          {blok.date ? (
            <Text size="sm" tone="muted" className={styles.date}>
              {/* Storyblok dates are UTC; formatting in UTC keeps the CMS's calendar day everywhere. */}
              <time dateTime={blok.date.toISOString()}>{context.intl.formatDate(blok.date, { dateStyle: 'long', timeZone: 'UTC' })}</time>
            </Text>
          ) : null}
        </div>
        {blok.image ? (
          <CmsImage
            asset={blok.image}
            context={context}
            ratio="4:3"
            priority={opensPage(index)}
            sizes="(min-width: 1216px) 584px, (min-width: 992px) 50vw, 100vw"
            className={styles.image}
          />
        ) : null}
      </div>
    </header>
  );
}
