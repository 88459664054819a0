import { z } from 'zod';

/** An aspect ratio as width and height parts (16:9 is `{ width: 16, height: 9 }`). */
export interface AspectRatio {
  width: number;
  height: number;
}

const RATIO_PATTERN = /^\s*(\d+(?:\.\d+)?)\s*[:/x]\s*(\d+(?:\.\d+)?)\s*$/;

/** `'16:9'` (also `16/9`, `16x9`) as an aspect ratio; undefined when it is not one. */
export function parseRatio(value: string | undefined | null): AspectRatio | undefined {
  const match = value ? RATIO_PATTERN.exec(value) : null;
  if (!match) return undefined;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** The CSS `aspect-ratio` value of a ratio (`16 / 9`). */
export function cssAspectRatio(ratio: AspectRatio): string {
  return `${ratio.width} / ${ratio.height}`;
}

export const DEFAULT_RATIO = '16:9';

/**
 * A CMS ratio field (`'21:9'`): empty, null or missing means the default, anything that is not a
 * ratio is invalid content (a typo would otherwise silently change the layout).
 */
export const ratioFieldSchema = z.lazy(() =>
  z
    .string()
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : DEFAULT_RATIO))
    .refine((value) => parseRatio(value) !== undefined, { message: 'must be a ratio like 16:9' }),
);
