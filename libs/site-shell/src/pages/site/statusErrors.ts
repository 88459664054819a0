import { forbidden, unauthorized } from 'next/navigation';
import { isCmsClientError } from '@clavis/cms-client';

/** The statuses of content the CMS refuses (SPEC.md sections 2 and 6). */
export type RefusedStatus = 401 | 403;

/**
 * The status of a CMS answer that refuses the content: 401 (only in the preview or with
 * credentials), 403 (forbidden); null for any other error.
 */
export function refusedStatus(error: unknown): RefusedStatus | null {
  if (isCmsClientError(error) && (error.status === 401 || error.status === 403)) return error.status;
  return null;
}

/**
 * A CMS answer that refuses the content becomes the matching error screen with its status
 * (SPEC.md sections 2 and 6): 401, 403. Anything else is a server error (the generic screen, 500).
 */
export function rethrowWithStatus(error: unknown): never {
  const status = refusedStatus(error);
  if (status === 401) unauthorized();
  if (status === 403) forbidden();
  throw error;
}
