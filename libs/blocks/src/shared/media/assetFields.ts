import { assetSchema, type Asset } from '@clavis/cms-client';
import { z } from 'zod';

/** Whether an asset field holds a file (Storyblok sends `{ filename: '' }` for an empty field). */
export function hasFile(asset: Pick<Asset, 'filename'> | null | undefined): asset is Asset {
  return Boolean(asset?.filename?.trim());
}

/** An image the block cannot do without: an empty asset field is invalid content. */
export const requiredImageSchema = assetSchema.extend({
  filename: z.string().trim().min(1, { message: 'an image is required' }),
});

/** An optional image: missing, null or an empty asset field all mean "no image". */
export const optionalImageSchema = assetSchema
  .nullish()
  .transform((asset) => (hasFile(asset) ? asset : undefined));

/** Optional text: missing, null or blank all mean "none". */
export const optionalTextSchema = z
  .string()
  .nullish()
  .transform((value) => (value?.trim() ? value : undefined));
