'use client';
import { Carousel, type CarouselSlide } from '@clavis/design-system';

/** The carousel's texts, already formatted on the server (functions cannot cross to the client). */
export interface MediaCarouselLabels {
  previous: string;
  next: string;
  /** Accessible name of each slide, in slide order. */
  slides: readonly string[];
  /** Name of each slide's dot button, in slide order. */
  goTo: readonly string[];
}

export interface MediaCarouselClientProps {
  label: string;
  slides: readonly CarouselSlide[];
  labels: MediaCarouselLabels;
}

/** The design-system carousel, given the server's per-slide labels. The only JavaScript this block ships. */
export function MediaCarouselClient({ label, slides, labels }: MediaCarouselClientProps) {
  return (
    <Carousel
      label={label}
      slides={slides}
      labels={{
        previous: labels.previous,
        next: labels.next,
        slide: (index, total) => labels.slides[index - 1] ?? `${index} / ${total}`,
        goTo: (index) => labels.goTo[index - 1] ?? String(index),
      }}
    />
  );
}
