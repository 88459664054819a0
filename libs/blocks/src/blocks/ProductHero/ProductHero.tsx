import { storyUrl } from '@clavis/cms-client';
import { ButtonLink, Heading, Text } from '@clavis/design-system';
import { editable } from '../../core/editable';
import { blockHref } from '../../core/linkHref';
import type { BlockProps } from '../../core/types';
import { CallToAction, CmsImage, ReadMoreLabel, hasFile } from '../../shared/media';
import type { ProductHeroContent } from './schema';
import * as styles from './ProductHero.css';

/** A landing page's opening: the product's name as the page's h1, its picture, text and a button. */
export function ProductHero({ blok, context }: BlockProps<ProductHeroContent>) {
  const product = blok.product.content;
  const image = product.images?.find(hasFile);
  const productHref = storyUrl({ market: context.market, fullSlug: blok.product.full_slug });
  const label = blok.link_label?.trim() || undefined;
  return (
    <section className={styles.root} {...editable(blok)}>
      <div className={styles.inner}>
        <div className={styles.text}>
          {product.code ? (
            <Text as="span" size="sm" eyebrow>
              {product.code}
            </Text>
          ) : null}
          <Heading level="1" className={styles.title}>
            {product.name}
          </Heading>
          {product.description ? <Text size="lg">{product.description}</Text> : null}
          {blockHref(blok.link, context) ? (
            <CallToAction link={blok.link ?? undefined} label={label} subject={product.name} context={context} />
          ) : productHref ? (
            <ButtonLink href={productHref}>
              {label ?? <ReadMoreLabel label={context.intl.formatMessage({ id: 'common.read_more' })} subject={product.name} />}
            </ButtonLink>
          ) : null}
        </div>
        {image ? (
          <div className={styles.media}>
            <CmsImage
              asset={image}
              context={context}
              ratio="4:3"
              sizes="(min-width: 1280px) 608px, (min-width: 740px) 50vw, 100vw"
              alt={image.alt?.trim() || product.name}
              priority
              className={styles.image}
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
