import { z } from 'zod';

/** Any component (blok) of a body: a technical name and a uid; its fields belong to @clavis/blocks. */
export const blokSchema = z.looseObject({
  _uid: z.string().min(1),
  component: z.string().min(1),
});
export type Blok = z.infer<typeof blokSchema>;

/** An asset field: images and PDFs (`filename` is the URL; empty when nothing was chosen). */
export const assetSchema = z.looseObject({
  id: z.number().int().nullable(),
  filename: z.string(),
  alt: z.string().nullable().optional(),
  title: z.string().nullable().optional(),
  name: z.string().optional(),
  focus: z.string().nullable().optional(),
  fieldtype: z.literal('asset').optional(),
});
export type Asset = z.infer<typeof assetSchema>;

/** A story uuid (a relation field before resolution) or the resolved story. */
export const relationSchema = z.union([
  z.string().uuid(),
  z.looseObject({ uuid: z.string(), full_slug: z.string(), content: z.looseObject({ component: z.string() }) }),
]);
export type Relation = z.infer<typeof relationSchema>;

/** `2026-03-15 09:00` as Storyblok's date fields hold it, or ISO 8601. */
export const dateSchema = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value.replace(' ', 'T'))), { message: 'is not a date' });
