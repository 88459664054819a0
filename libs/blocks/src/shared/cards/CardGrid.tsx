import { Grid, type GridProps, type HeadingLevel } from '@clavis/design-system';
import type { BlockContext } from '../../core/types';
import { StoryCard } from './StoryCard';
import type { StoryCardData } from './storyCardData';

export interface CardGridProps {
  cards: readonly StoryCardData[];
  context: Pick<BlockContext, 'assets'>;
  headingLevel: HeadingLevel;
  /** @default { mobile: 1, tablet: 2, desktop: 3 } */
  columns?: GridProps['columns'];
  sizes?: string;
}

/** Story cards as a list in a responsive grid. */
export function CardGrid({ cards, context, headingLevel, columns, sizes }: CardGridProps) {
  return (
    <Grid as="ul" columns={columns}>
      {cards.map((card) => (
        <StoryCard key={card.id} card={card} context={context} headingLevel={headingLevel} sizes={sizes} />
      ))}
    </Grid>
  );
}
