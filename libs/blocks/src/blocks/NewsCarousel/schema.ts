import { componentGroups, defineComponent, field } from '@clavis/cms-client';
import { z } from 'zod';
import { optionalTextSchema } from '../../shared/media/assetFields';

/** The Storyblok content of `news_carousel`: the latest news of a folder, as a carousel. */
export const newsCarousel = defineComponent({
  name: 'news_carousel',
  displayName: 'News carousel',
  kind: 'nestable',
  group: componentGroups.listing,
  fields: {
    title: field.text({ displayName: 'Title', translatable: true, schema: () => optionalTextSchema }),
    source: field.text({
      displayName: 'Folder',
      required: true,
      description: 'The folder whose news are shown (de/germany/veranstaltungen-und-nachrichten/nachrichten-uber-uns).',
      schema: () => z.string().trim().min(1, { message: 'a news folder is required' }),
    }),
  },
});
export const newsCarouselSchema = newsCarousel.schema;

export type NewsCarouselContent = z.infer<typeof newsCarouselSchema>;
