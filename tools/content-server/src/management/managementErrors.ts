import type { FastifyReply } from 'fastify';

/** Storyblok's answer to a missing record or space. */
export const notFound = (reply: FastifyReply) => reply.code(404).send({ error: 'Not found' });

/** Storyblok's validation answer (422): the messages by attribute, `{ name: ['has already been taken'] }`. */
export const unprocessable = (reply: FastifyReply, errors: Record<string, string[]>) => reply.code(422).send(errors);

/** The body's `key` object (`{ component: {...} }`), or undefined when the body is not one. */
export function bodyObject(body: unknown, key: string): Record<string, unknown> | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** `:id` of the path as a number, or undefined when it is not one. */
export function idParam(params: unknown): number | undefined {
  const raw = (params as { id?: string }).id ?? '';
  return /^\d+$/.test(raw) ? Number(raw) : undefined;
}

/** A flag as a query or a body sends it (`1`, `true`). */
export const isSet = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true';

/** `page` and `per_page` as Storyblok reads them, with the page of `items` they select. */
export function paginate<T>(items: readonly T[], query: Record<string, string | undefined>, maxPerPage: number) {
  const perPage = Math.min(Math.max(Number.parseInt(query['per_page'] ?? '', 10) || 25, 1), maxPerPage);
  const page = Math.max(Number.parseInt(query['page'] ?? '', 10) || 1, 1);
  return { perPage, page, items: items.slice((page - 1) * perPage, page * perPage), total: items.length };
}
