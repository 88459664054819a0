import { field } from '@clavis/cms-client';
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

/** The image position field of a declaration (`rich_text_with_image`, `text_and_image`). */
export const imagePositionField = () =>
  field.option({
    displayName: 'Image position',
    options: imagePositions,
    labels: { left: 'Left', right: 'Right' },
    defaultValue: 'right',
    schema: () => imagePositionSchema,
  });
