import { componentGroups, defineComponent, field } from '@clavis/cms-client';
import type { z } from 'zod';
import { optionalImageSchema, optionalTextSchema } from '../../shared/media/assetFields';
import { optionalDateSchema } from './cmsDate';

/** The Storyblok content of `article_hero`: the article's title, with subtitle, date and picture if given. */
export const articleHero = defineComponent({
  name: 'article_hero',
  displayName: 'Article hero',
  description: "The article's title, with subtitle, date and picture if given.",
  kind: 'nestable',
  group: componentGroups.text,
  fields: {
    title: field.text({ displayName: 'Title', required: true, translatable: true }),
    subtitle: field.text({ displayName: 'Subtitle', translatable: true, schema: () => optionalTextSchema }),
    date: field.datetime({ displayName: 'Date', schema: () => optionalDateSchema }),
    image: field.asset({ displayName: 'Image', filetypes: ['images'], schema: () => optionalImageSchema }),
  },
});
export const articleHeroSchema = articleHero.schema;

export type ArticleHeroContent = z.infer<typeof articleHeroSchema>;
