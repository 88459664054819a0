import { componentGroups, defineComponent } from '@clavis/cms-client';
import type { z } from 'zod';
import { pictureTeaserFields, ratioField } from '../../shared/media/pictureTeaserFields';

/** `full_banner`: a full-width picture with a title, text and call to action on a panel over it. */
export const fullBanner = defineComponent({
  name: 'full_banner',
  displayName: 'Full banner',
  kind: 'nestable',
  group: componentGroups.media,
  fields: pictureTeaserFields(),
});
export const fullBannerSchema = fullBanner.schema;

/** `full_banner_fixed_ratio`: the same banner at the editor's ratio (`'21:9'`; 16:9 unless set). */
export const fullBannerFixedRatio = defineComponent({
  name: 'full_banner_fixed_ratio',
  displayName: 'Full banner (fixed ratio)',
  kind: 'nestable',
  group: componentGroups.media,
  fields: { ...pictureTeaserFields(), ratio: ratioField() },
});
export const fullBannerFixedRatioSchema = fullBannerFixedRatio.schema;

export type FullBannerContent = z.infer<typeof fullBannerSchema> | z.infer<typeof fullBannerFixedRatioSchema>;
