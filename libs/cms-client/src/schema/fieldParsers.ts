import { z } from 'zod';

// Storyblok sends a field nobody filled in as '' (or leaves it out of content saved before the field
// existed); an optional field reads every such value as missing.
const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** An optional field: blank, null or missing is undefined; anything else must fit `schema`. */
export const orMissing = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (isBlank(value) ? undefined : value), schema.optional());
export type OrMissing<S extends z.ZodType> = z.ZodPreprocess<z.ZodOptional<S>>;

/** A field with a default: blank, null or missing is the default. */
export const orDefault = <S extends z.ZodType>(schema: S, value: z.util.NoUndefined<z.output<S>>) =>
  z.preprocess((input) => (isBlank(input) ? undefined : input), schema.default(value));
export type OrDefault<S extends z.ZodType> = z.ZodPreprocess<z.ZodDefault<S>>;

/** Storyblok's number fields hold strings (`'12'`): read as numbers; anything else is left to the schema. */
export const numberFrom = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value), schema);
