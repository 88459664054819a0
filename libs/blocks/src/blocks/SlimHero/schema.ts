import { componentGroups, defineComponent, field } from '@clavis/cms-client';
import type { z } from 'zod';
import { optionalImageSchema } from '../../shared/media/assetFields';

/** The Storyblok content of `slim_hero`: the page title, with an optional picture. */
export const slimHero = defineComponent({
  name: 'slim_hero',
  displayName: 'Slim hero',
  kind: 'nestable',
  group: componentGroups.media,
  fields: {
    title: field.text({ displayName: 'Title', required: true, translatable: true }),
    image: field.asset({ displayName: 'Image', filetypes: ['images'], schema: () => optionalImageSchema }),
  },
});
export const slimHeroSchema = slimHero.schema;

export type SlimHeroContent = z.infer<typeof slimHeroSchema>;
