import { Carousel, type HeadingLevel } from '@clavis/design-system';
import type { BlockContext } from '../../core/types';
import { carouselLabels } from '../carousel';
import { StoryCard } from './StoryCard';
import type { StoryCardData } from './storyCardData';
import * as styles from './cards.css';

export interface CardCarouselProps {
  /** The carousel's accessible name (the list's title). */
  label: string;
  cards: readonly StoryCardData[];
  context: Pick<BlockContext, 'assets' | 'intl'>;
  headingLevel: HeadingLevel;
}

/** Splits cards into slides of `size`. */
export function cardPages<T>(items: readonly T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += Math.max(1, size)) pages.push(items.slice(start, start + Math.max(1, size)));
  return pages;
}

const SIZES = `(min-width: 1280px) ${Math.round(1280 / styles.CARDS_PER_SLIDE)}px, (min-width: 740px) ${Math.round(100 / styles.CARDS_PER_SLIDE)}vw, 85vw`;

/**
 * Story cards in the design-system carousel, three to a slide (a sideways-scrolling row on phones).
 * Only strings cross into the client component's labels: the slides are rendered here, on the server.
 */
export function CardCarousel({ label, cards, context, headingLevel }: CardCarouselProps) {
  const slides = cardPages(cards, styles.CARDS_PER_SLIDE).map((page) => ({
    id: page.map((card) => card.id).join(','),
    content: (
      <ul className={styles.slideList}>
        {page.map((card) => (
          <StoryCard key={card.id} card={card} context={context} headingLevel={headingLevel} sizes={SIZES} />
        ))}
      </ul>
    ),
  }));
  return (
    <Carousel
      label={label}
      slides={slides}
      labels={carouselLabels(context.intl, slides.length)}
    />
  );
}
