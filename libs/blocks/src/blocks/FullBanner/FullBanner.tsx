import { Heading, Text } from '@clavis/design-system';
import type { CSSProperties } from 'react';
import { editable } from '../../core/editable';
import type { BlockProps } from '../../core/types';
import { CallToAction, CmsImage, cssAspectRatio, heroHeadingLevel, opensPage, parseRatio } from '../../shared/media';
import type { FullBannerContent } from './schema';
import * as styles from './FullBanner.css';

/**
 * A full-width picture with its title, text and call to action on a dark panel (below the picture
 * on phones, over it from tablet up). The fixed-ratio variant keeps the editor's ratio; the plain
 * one shows the picture in its own proportions on phones and as a tall band above.
 */
export function FullBanner({ blok, context, index }: BlockProps<FullBannerContent>) {
  const ratio = blok.component === 'full_banner_fixed_ratio' ? blok.ratio : undefined;
  const aspect = parseRatio(ratio);
  // The wrapper reserves the ratio too: from tablet up the picture is positioned inside it.
  const mediaStyle: CSSProperties | undefined = aspect ? { aspectRatio: cssAspectRatio(aspect) } : undefined;
  return (
    <section className={styles.root} {...editable(blok)}>
      <div className={[styles.media, aspect ? undefined : styles.plainMedia].filter(Boolean).join(' ')} style={mediaStyle}>
        <CmsImage asset={blok.image} context={context} ratio={ratio} sizes="100vw" priority={opensPage(index)} />
      </div>
      <div className={styles.panel}>
        <Heading level={heroHeadingLevel(index)} size="2" tone="inverse" className={styles.title}>
          {blok.title}
        </Heading>
        {blok.text ? (
          <Text tone="inverse" size="lg" className={styles.text}>
            {blok.text}
          </Text>
        ) : null}
        {blok.link ? <CallToAction link={blok.link} label={blok.link_label} subject={blok.title} context={context} variant="inverse" /> : null}
      </div>
    </section>
  );
}
