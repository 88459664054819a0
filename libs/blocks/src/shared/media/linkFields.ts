import { linkSchema, type Link } from '@clavis/cms-client';
import { z } from 'zod';

/** Whether a link field points anywhere (Storyblok sends an emptied one with blank url and cached_url). */
export function hasTarget(link: Link | null | undefined): link is Link {
  if (!link) return false;
  return Boolean(
    link.story?.full_slug || link.cached_url?.trim() || link.url?.trim() || link.email?.trim(),
  );
}

/** An optional call-to-action link: missing, null or emptied all mean "no link". */
export const optionalLinkSchema = z.lazy(() =>
  linkSchema.nullish().transform((link) => (hasTarget(link) ? link : undefined)),
);

/** A link the block is about (a card, a contact band): an emptied field is invalid content. */
export const requiredLinkSchema = z.lazy(() =>
  linkSchema.refine(hasTarget, { message: 'a link target is required' }),
);
