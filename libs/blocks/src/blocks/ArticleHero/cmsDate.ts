import { z } from 'zod';

const HAS_TIME = /\d[T ]\d{1,2}:\d{2}/;
const HAS_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * A Storyblok date field (`2024-12-11 09:00`) as a Date. Storyblok stores these in UTC without
 * saying so; read as local time they would shift by the server's offset, and a date near midnight
 * would show another day on the server than in the browser.
 */
export function parseCmsDate(value: string): Date {
  const iso = value.trim().replace(' ', 'T');
  return new Date(HAS_TIME.test(iso) && !HAS_ZONE.test(iso) ? `${iso}Z` : iso);
}

/** An optional date field: missing or blank means none; a value that is not a date is invalid content. */
export const optionalDateSchema = z.lazy(() =>
  z
    .string()
    .nullish()
    .refine((value) => !value?.trim() || !Number.isNaN(parseCmsDate(value).getTime()), {
      message: 'is not a date',
    })
    .transform((value) => (value?.trim() ? parseCmsDate(value) : undefined)),
);
