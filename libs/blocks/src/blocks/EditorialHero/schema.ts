import { componentGroups, defineComponent } from '@clavis/cms-client';
import type { z } from 'zod';
import { pictureTeaserFields, ratioField } from '../../shared/media/pictureTeaserFields';

/** `editorial_hero`: title, intro and call to action beside a picture in its own proportions. */
export const editorialHero = defineComponent({
  name: 'editorial_hero',
  displayName: 'Editorial hero',
  kind: 'nestable',
  group: componentGroups.media,
  fields: pictureTeaserFields(),
});
export const editorialHeroSchema = editorialHero.schema;

/** `editorial_hero_fixed_ratio`: the same hero with the picture cropped to a ratio (16:9 unless set). */
export const editorialHeroFixedRatio = defineComponent({
  name: 'editorial_hero_fixed_ratio',
  displayName: 'Editorial hero (fixed ratio)',
  kind: 'nestable',
  group: componentGroups.media,
  fields: { ...pictureTeaserFields(), ratio: ratioField() },
});
export const editorialHeroFixedRatioSchema = editorialHeroFixedRatio.schema;

export type EditorialHeroContent = z.infer<typeof editorialHeroSchema> | z.infer<typeof editorialHeroFixedRatioSchema>;
