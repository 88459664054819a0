import type { z } from 'zod';

/** `field.path: message` for each issue of a failed parse, in the order zod found them. */
export function problemDetails(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.length ? issue.path.join('.') : '(content)'}: ${issue.message}`);
}
