import type { ReactNode } from 'react';
import { Container, Heading, Image, Stack, Text } from '@clavis/design-system';
import type { StoryImage } from './storyImage';
import * as styles from './PageHeader.css';

export interface PageHeaderProps {
  title: string;
  eyebrow?: ReactNode;
  intro?: string;
  image?: StoryImage;
  /** The width of the content below, so that their left edges line up. @default 'default' */
  width?: 'default' | 'wide';
  children?: ReactNode;
}

/** The top of a template page: its one `h1`, an intro and an optional picture beside them. */
export function PageHeader({ title, eyebrow, intro, image, width = 'default', children }: PageHeaderProps) {
  return (
    <Container width={width}>
      <div className={image ? styles.withImage : undefined}>
        <Stack space="md">
          {eyebrow ? (
            <Text size="sm" tone="muted" eyebrow>
              {eyebrow}
            </Text>
          ) : null}
          <Heading level="1">{title}</Heading>
          {intro ? <Text size="lg">{intro}</Text> : null}
          {children}
        </Stack>
        {image ? (
          <Image src={image.src} srcSet={image.srcSet || undefined} alt={image.alt} width={image.width} height={image.height} radius="lg" priority sizes="(min-width: 1024px) 40vw, 100vw" />
        ) : null}
      </div>
    </Container>
  );
}
