import { Container } from '@clavis/design-system';
import { editable } from '../../core/editable';
import { imageUrl } from '../../core/imageUrl';
import type { BlockProps } from '../../core/types';
import { CmsImage, imageSources, parseRatio } from '../../shared/media';
import type { StandaloneMediaContent } from './schema';
import * as styles from './StandaloneMedia.css';

// The default content column (76rem) on wide screens, the viewport below.
const SIZES = '(min-width: 1216px) 1216px, 100vw';
const VIDEO_RATIO = '16:9';

/**
 * One picture or video across the content column, with its caption. A video plays only when the
 * visitor starts it (controls, never autoplay), shows its poster meanwhile and loads only its metadata.
 */
export function StandaloneMedia({ blok, context }: BlockProps<StandaloneMediaContent>) {
  let media = null;
  if (blok.media_type === 'video' && blok.video) {
    const poster = blok.image ? imageSources(blok.image, context.assets, parseRatio(VIDEO_RATIO)) : undefined;
    media = (
      // The rule cannot see a conditional track: captions are rendered whenever the editor uploaded them.
      // eslint-disable-next-line jsx-a11y/media-has-caption
      <video
        className={styles.video}
        src={imageUrl(blok.video, {}, context.assets)}
        poster={poster?.src || undefined}
        width={poster?.width}
        height={poster?.height}
        controls
        preload="metadata"
        playsInline
        aria-label={blok.caption ?? blok.video.alt ?? undefined}
      >
        {blok.captions ? (
          <track kind="captions" src={imageUrl(blok.captions, {}, context.assets)} srcLang={context.locale} label={context.locale.toUpperCase()} default />
        ) : null}
      </video>
    );
  } else if (blok.image) {
    media = <CmsImage asset={blok.image} context={context} sizes={SIZES} className={styles.media} />;
  }
  return (
    <section {...editable(blok)}>
      <Container>
        <figure className={styles.figure}>
          {media}
          {blok.caption ? <figcaption className={styles.caption}>{blok.caption}</figcaption> : null}
        </figure>
      </Container>
    </section>
  );
}
