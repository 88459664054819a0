import { Card, type HeadingLevel } from '@clavis/design-system';
import type { BlockContext } from '../../core/types';
import { CmsImage } from '../media/CmsImage';
import type { StoryCardData } from './storyCardData';
import * as styles from './cards.css';

export interface StoryCardProps {
  card: StoryCardData;
  context: Pick<BlockContext, 'assets'>;
  /** The card title's level: one below the list's own heading. @default '3' */
  headingLevel?: HeadingLevel;
  /** How wide the card is drawn at each breakpoint (the image's `sizes`). */
  sizes?: string;
  /** @default 'li' */
  as?: 'li' | 'article' | 'div';
}

const DEFAULT_SIZES = '(min-width: 992px) 400px, (min-width: 740px) 50vw, 100vw';

/** A listed story as a card: picture (4:3, box reserved), date or label, title linking to it, teaser. */
export function StoryCard({ card, context, headingLevel = '3', sizes = DEFAULT_SIZES, as = 'li' }: StoryCardProps) {
  return (
    <Card
      as={as}
      href={card.href ?? undefined}
      headingLevel={headingLevel}
      title={card.title}
      eyebrow={card.date ? <time dateTime={card.date}>{card.dateLabel}</time> : card.eyebrow}
      description={card.description}
      media={
        card.image ? <CmsImage asset={card.image} context={context} ratio="4:3" sizes={sizes} className={styles.cardImage} /> : undefined
      }
    />
  );
}
