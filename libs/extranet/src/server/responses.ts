import type { ExtranetProblem } from '../payload';

/** Extranet answers are per user: never stored by a shared cache or the browser's. */
export const PRIVATE_HEADERS = { 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' } as const;

/**
 * A file's answer: private, its type never sniffed, nothing in it run as a page of the site (a
 * sandbox without scripts, plugins or forms even when the browser shows it at the link's address),
 * and readable by this site's pages only.
 */
export const FILE_HEADERS = {
  ...PRIVATE_HEADERS,
  'content-security-policy': "default-src 'none'; sandbox",
  'cross-origin-resource-policy': 'same-origin',
} as const;

export function problem(status: number, error: string): Response {
  const body: ExtranetProblem = { status, error };
  return Response.json(body, { status, headers: PRIVATE_HEADERS });
}

export function json(body: unknown): Response {
  return Response.json(body, { headers: PRIVATE_HEADERS });
}
