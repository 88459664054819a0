import { Carousel, Container, Heading } from '@clavis/design-system';
import { editable } from '../../core/editable';
import type { BlockProps } from '../../core/types';
import { carouselLabels } from '../../shared/carousel';
import { CmsImage } from '../../shared/media';
import type { MediaCarouselContent } from './schema';
import * as styles from './MediaCarousel.css';

// One slide fills the wide content column.
const SIZES = '(min-width: 1440px) 1440px, 100vw';

/**
 * Pictures one at a time with captions: the slides are rendered here on the server and handed to
 * the design-system carousel (buttons, dots, arrow keys; no automatic rotation, no motion for
 * users who ask for less). Every slide keeps the 16:9 box, so moving never shifts the page.
 */
export function MediaCarousel({ blok, context }: BlockProps<MediaCarouselContent>) {
  const { intl } = context;
  const total = blok.slides.length;
  const slides = blok.slides.map((slide) => ({
    id: slide._uid,
    content: (
      <figure className={styles.figure} {...editable(slide)}>
        <CmsImage asset={slide.image} context={context} ratio="16:9" sizes={SIZES} />
        {slide.caption ? <figcaption className={styles.caption}>{slide.caption}</figcaption> : null}
      </figure>
    ),
  }));
  const labels = carouselLabels(
    intl,
    total,
    blok.slides.map((slide) => slide.caption ?? slide.image.alt),
  );
  return (
    <section {...editable(blok)}>
      <Container width="wide" className={styles.root}>
        {blok.title ? (
          <Heading level="2" className={styles.title}>
            {blok.title}
          </Heading>
        ) : null}
        <Carousel label={blok.title ?? intl.formatMessage({ id: 'nav.photoGallery' })} slides={slides} labels={labels} />
      </Container>
    </section>
  );
}
