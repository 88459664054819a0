import type { CarouselLabels } from '@clavis/design-system';
import type { BlockContext } from '../../core/types';

/**
 * The design-system carousel's texts in the page's language, as plain strings (a server component
 * cannot hand functions to the client carousel). `dotNames` overrides the dots' default names,
 * e.g. with each slide's caption.
 */
export function carouselLabels(
  intl: BlockContext['intl'],
  total: number,
  dotNames: readonly (string | null | undefined)[] = [],
): Pick<CarouselLabels, 'previous' | 'next' | 'slide' | 'goTo'> {
  const positions = Array.from({ length: total }, (_, index) => index + 1);
  return {
    previous: intl.formatMessage({ id: 'carousel.previous' }),
    next: intl.formatMessage({ id: 'carousel.next' }),
    slide: positions.map((index) => intl.formatMessage({ id: 'carousel.slide' }, { index, total })),
    goTo: positions.map((index) => dotNames[index - 1]?.trim() || intl.formatMessage({ id: 'carousel.go_to' }, { index })),
  };
}
