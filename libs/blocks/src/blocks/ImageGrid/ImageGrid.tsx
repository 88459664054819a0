import { Container, Grid, Heading } from '@clavis/design-system';
import { editable } from '../../core/editable';
import type { BlockProps } from '../../core/types';
import { CmsImage } from '../../shared/media';
import type { ImageGridContent } from './schema';
import { tileSizes } from './tileSizes';
import * as styles from './ImageGrid.css';

/** Pictures in equal 4:3 tiles, the editor's number of columns on desktop. */
export function ImageGrid({ blok, context }: BlockProps<ImageGridContent>) {
  const sizes = tileSizes(blok.columns);
  return (
    <section {...editable(blok)}>
      <Container width="wide" className={styles.root}>
        {blok.title ? (
          <Heading level="2" className={styles.title}>
            {blok.title}
          </Heading>
        ) : null}
        <Grid as="ul" columns={{ mobile: 1, tablet: Math.min(blok.columns, 2), desktop: blok.columns }} space="md">
          {blok.images.map((image, index) => (
            <li key={`${image.id ?? 'image'}-${index}`}>
              <CmsImage asset={image} context={context} ratio="4:3" sizes={sizes} className={styles.image} />
            </li>
          ))}
        </Grid>
      </Container>
    </section>
  );
}
