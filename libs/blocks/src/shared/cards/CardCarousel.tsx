import { Carousel, Grid, type HeadingLevel } from '@clavis/design-system';
import type { BlockContext } from '../../core/types';
import { StoryCard } from './StoryCard';
import type { StoryCardData } from './storyCardData';
import * as styles from './cards.css';

export interface CardCarouselProps {
  /** The carousel's accessible name (the list's title). */
  label: string;
  cards: readonly StoryCardData[];
  context: Pick<BlockContext, 'assets' | 'intl'>;
  headingLevel: HeadingLevel;
  /** Cards per slide (side by side from tablet width, stacked on phones). @default 3 */
  perSlide?: number;
}

/** Splits cards into slides of `size`. */
export function cardPages<T>(items: readonly T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += Math.max(1, size)) pages.push(items.slice(start, start + Math.max(1, size)));
  return pages;
}

/**
 * Story cards in the design-system carousel, a few cards per slide. Only strings cross into the
 * client component's labels: the slide contents are rendered here, on the server.
 */
export function CardCarousel({ label, cards, context, headingLevel, perSlide = 3 }: CardCarouselProps) {
  const slides = cardPages(cards, perSlide).map((page) => ({
    id: page.map((card) => card.id).join(','),
    content: (
      <div className={styles.slide}>
        <Grid as="ul" columns={{ mobile: 1, tablet: perSlide }}>
          {page.map((card) => (
            <StoryCard
              key={card.id}
              card={card}
              context={context}
              headingLevel={headingLevel}
              sizes={`(min-width: 1280px) ${Math.round(1280 / perSlide)}px, (min-width: 740px) ${Math.round(100 / perSlide)}vw, 100vw`}
            />
          ))}
        </Grid>
      </div>
    ),
  }));
  return (
    <Carousel
      label={label}
      slides={slides}
      labels={{ previous: context.intl.formatMessage({ id: 'listing.previous' }), next: context.intl.formatMessage({ id: 'listing.next' }) }}
    />
  );
}
