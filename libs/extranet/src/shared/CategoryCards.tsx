import { imageUrl } from '@clavis/blocks';
import { storyUrl, type Story } from '@clavis/cms-client';
import { Card, Container, Grid, Heading, Image, Stack } from '@clavis/design-system';
import type { ExtranetRenderContext } from './extranetContext';

const titleOf = (story: Story) => String((story.content as { title?: unknown }).title ?? story.name);

/** A folder's sub-folders (gallery or product categories) as linked cards, with their picture. */
export function CategoryCards({ stories, heading, context }: { stories: readonly Story[]; heading: string; context: ExtranetRenderContext }) {
  if (stories.length === 0) return null;
  return (
    <Container width="wide">
      <Stack space="md">
        <Heading level="2" size="3">
          {heading}
        </Heading>
        <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }}>
          {stories.map((story) => {
            const content = story.content as { image?: { filename?: string }; images?: { filename?: string }[] };
            const picture = content.image?.filename ?? content.images?.[0]?.filename;
            return (
              <Card
                key={story.uuid}
                as="li"
                headingLevel="3"
                title={titleOf(story)}
                href={storyUrl({ market: context.market, fullSlug: story.full_slug }) ?? undefined}
                media={picture ? <Image src={imageUrl(picture, { width: 480 }, context.assets)} alt="" width={480} height={360} ratio="4/3" /> : undefined}
              />
            );
          })}
        </Grid>
      </Stack>
    </Container>
  );
}
