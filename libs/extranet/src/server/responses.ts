import type { ExtranetProblem } from '../payload';

/** Extranet answers are per user: never stored by a shared cache or the browser's. */
export const PRIVATE_HEADERS = { 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' } as const;

export function problem(status: number, error: string): Response {
  const body: ExtranetProblem = { status, error };
  return Response.json(body, { status, headers: PRIVATE_HEADERS });
}

export function json(body: unknown): Response {
  return Response.json(body, { headers: PRIVATE_HEADERS });
}
