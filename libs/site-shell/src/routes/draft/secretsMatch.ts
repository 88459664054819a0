import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Compares a given secret with the expected one in constant time (hashing first evens out the lengths). */
export function secretsMatch(given: string | null | undefined, expected: string): boolean {
  if (!given) return false;
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Whether the given secret is any one of a rotation's (`new,old`). Each is compared in constant
 * time and all of them always are, so the answer's timing tells neither which one matched nor
 * how many there are before it.
 */
export function matchesAnySecret(given: string | null | undefined, secrets: readonly string[]): boolean {
  let matched = false;
  for (const secret of secrets) matched = secretsMatch(given, secret) || matched;
  return matched;
}
