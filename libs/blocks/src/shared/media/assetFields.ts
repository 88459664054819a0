import { assetSchema, type Asset } from '@clavis/cms-client';
import { z } from 'zod';

/** Whether an asset field holds a file (Storyblok sends `{ filename: '' }` for an empty field). */
export function hasFile(asset: Pick<Asset, 'filename'> | null | undefined): asset is Asset {
  return Boolean(asset?.filename?.trim());
}

// A visitor never sees the asset id, and older or hand-made content leaves it out: missing means null.
const cmsAssetFields = () => ({
  id: z
    .number()
    .int()
    .nullish()
    .transform((id) => id ?? null),
});

/** An image the block cannot do without: an empty asset field is invalid content. */
export const requiredImageSchema = z.lazy(() =>
  assetSchema.extend({
    ...cmsAssetFields(),
    filename: z.string().trim().min(1, { message: 'an image is required' }),
  }),
);

// An emptied asset field arrives as `{ filename: '' }` (often without an id), or as '' in old content.
const isEmptyAssetField = (value: unknown) =>
  value === null ||
  value === '' ||
  (typeof value === 'object' && value !== null && !hasFile(value as Pick<Asset, 'filename'>));

/** An optional image: missing, null or an empty asset field all mean "no image". */
export const optionalImageSchema = z.lazy(() =>
  z.preprocess(
    (value) => (isEmptyAssetField(value) ? undefined : value),
    assetSchema.extend(cmsAssetFields()).optional(),
  ),
);

/** Optional text: missing, null or blank all mean "none". */
export const optionalTextSchema = z.lazy(() =>
  z
    .string()
    .nullish()
    .transform((value) => (value?.trim() ? value : undefined)),
);
