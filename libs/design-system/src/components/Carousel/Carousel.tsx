'use client';
import { useCallback, useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { IconChevronLeft, IconChevronRight, IconPause, IconPlay } from '../Icon/icons';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Carousel.css';

export interface CarouselSlide {
  id: string;
  content: ReactNode;
}

export interface CarouselLabels {
  /** @default 'Previous slide' */
  previous: string;
  /** @default 'Next slide' */
  next: string;
  /** @default 'Stop automatic slide show' */
  pause: string;
  /** @default 'Start automatic slide show' */
  play: string;
  /**
   * Name of each slide: a function, or the names in slide order (strings can be passed from a
   * server component, functions cannot). @default (n, total) => `${n} of ${total}`
   */
  slide: ((index: number, total: number) => string) | readonly string[];
  /** Name of each slide's dot, likewise. @default (n) => `Show slide ${n}` */
  goTo: ((index: number) => string) | readonly string[];
}

export interface CarouselProps {
  /** Accessible name of the carousel ("Featured machines"). */
  label: string;
  slides: readonly CarouselSlide[];
  /**
   * Rotate automatically. Rotation stops while the pointer or focus is inside, when the user
   * pauses it, and never starts for users who prefer reduced motion.
   * @default false
   */
  autoplay?: boolean;
  /** Milliseconds per slide when rotating. @default 6000 */
  interval?: number;
  labels?: Partial<CarouselLabels>;
}

const defaultSlideLabel = (index: number, total: number) => `${index} of ${total}`;
const defaultGoToLabel = (index: number) => `Show slide ${index}`;

const defaultLabels: CarouselLabels = {
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Stop automatic slide show',
  play: 'Start automatic slide show',
  slide: defaultSlideLabel,
  goTo: defaultGoToLabel,
};

/** The label of the 1-based slide `index`, from a function or a list (default when the list is short). */
function labelAt(label: CarouselLabels['slide'], fallback: (index: number, total: number) => string, index: number, total: number) {
  return typeof label === 'function' ? label(index, total) : (label[index - 1] ?? fallback(index, total));
}

function prefersReducedMotion() {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * A WAI-ARIA carousel: previous/next buttons, slide picker, arrow keys, a pause button when it
 * rotates, and slide changes announced politely (only when the user moved it, not on rotation).
 */
export function Carousel({ label, slides, autoplay = false, interval = 6000, labels }: CarouselProps) {
  const text = { ...defaultLabels, ...labels };
  const id = useId();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(autoplay);
  const [interacting, setInteracting] = useState(false);
  const total = slides.length;

  useEffect(() => {
    if (autoplay && prefersReducedMotion()) setPlaying(false);
  }, [autoplay]);

  const go = useCallback((next: number) => setIndex(((next % total) + total) % total), [total]);

  const rotating = playing && !interacting && total > 1;
  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % total), interval);
    return () => window.clearInterval(timer);
  }, [rotating, interval, total]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(index + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(index - 1);
    }
  };

  return (
    // Arrow keys anywhere in the carousel move it; the buttons remain the primary keyboard controls.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={styles.carousel}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setInteracting(true)}
      onMouseLeave={() => setInteracting(false)}
      onFocus={() => setInteracting(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setInteracting(false);
      }}
    >
      <div className={styles.viewport}>
        <div
          id={`${id}-slides`}
          className={styles.track}
          aria-live={rotating ? 'off' : 'polite'}
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {slides.map((slide, slideIndex) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={labelAt(text.slide, defaultSlideLabel, slideIndex + 1, total)}
              className={styles.slide}
              aria-hidden={slideIndex !== index || undefined}
              inert={slideIndex !== index}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {total > 1 ? (
        <div className={styles.controls}>
          <div className={styles.buttons}>
            {autoplay ? (
              <IconButton
                variant="secondary"
                label={playing ? text.pause : text.play}
                icon={playing ? <IconPause /> : <IconPlay />}
                onClick={() => setPlaying((value) => !value)}
              />
            ) : null}
          </div>
          <ul className={styles.dots}>
            {slides.map((slide, slideIndex) => (
              <li key={slide.id}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-controls={`${id}-slides`}
                  aria-label={labelAt(text.goTo, defaultGoToLabel, slideIndex + 1, total)}
                  aria-current={slideIndex === index ? 'true' : undefined}
                  onClick={() => go(slideIndex)}
                />
              </li>
            ))}
          </ul>
          <div className={styles.buttons}>
            <IconButton
              variant="secondary"
              label={text.previous}
              icon={<IconChevronLeft />}
              aria-controls={`${id}-slides`}
              onClick={() => go(index - 1)}
            />
            <IconButton
              variant="secondary"
              label={text.next}
              icon={<IconChevronRight />}
              aria-controls={`${id}-slides`}
              onClick={() => go(index + 1)}
            />
          </div>
        </div>
      ) : null}
    </section>
  );
}
