import { z } from 'zod';

export const imagePositions = ['left', 'right'] as const;
export type ImagePosition = (typeof imagePositions)[number];

/**
 * Which side the picture sits on from tablet width up: missing or unselected (`''`) means right;
 * any other value is invalid content (a typo would silently flip the layout).
 */
export const imagePositionSchema = z.lazy(() =>
  z
    .union([z.enum(imagePositions), z.literal('')])
    .nullish()
    .transform((value): ImagePosition => value || 'right'),
);
