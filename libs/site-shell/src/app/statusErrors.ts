import { forbidden, unauthorized } from 'next/navigation';
import { isCmsClientError } from '@clavis/cms-client';

/**
 * A CMS answer that refuses the content becomes the matching error screen with its status
 * (SPEC.md sections 2 and 6): 401 (only in the preview or with credentials), 403. Anything else is
 * a server error (the generic screen, 500).
 */
export function rethrowWithStatus(error: unknown): never {
  if (isCmsClientError(error) && error.status === 401) unauthorized();
  if (isCmsClientError(error) && error.status === 403) forbidden();
  throw error;
}
