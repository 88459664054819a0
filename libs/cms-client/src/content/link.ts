import { z } from 'zod';

/** A multilink field (SPEC.md section 3: linktype url, email, story; plus asset). */
export const linkSchema = z.looseObject({
  fieldtype: z.literal('multilink').optional(),
  linktype: z.enum(['url', 'email', 'story', 'asset']),
  id: z.string().optional(),
  url: z.string().optional(),
  cached_url: z.string().optional(),
  email: z.string().optional(),
  anchor: z.string().optional(),
  target: z.enum(['_self', '_blank']).optional(),
  /** Set by `resolve_links`: the linked story. */
  story: z.looseObject({ full_slug: z.string() }).optional(),
  /** Free attributes (SPEC.md's `custom`). */
  custom: z.record(z.string(), z.string()).optional(),
});
export type Link = z.infer<typeof linkSchema>;
