import type { JWTPayload } from 'jose';

/** The identity a verified access token proves. */
export interface VerifiedUser {
  sub: string;
  name?: string;
  email?: string;
  /** The groups the token grants (empty when it carries none). */
  groups: string[];
  /** Every claim of the verified token, for what the fields above leave out. */
  claims: JWTPayload;
}

/**
 * The outcome of a verification: a user, or why the request is refused (never thrown). `error` is
 * RFC 6750's code: `invalid_token` for a token that does not verify, null for a request that
 * carried no bearer token at all, which section 3.1 answers without an error code.
 */
export type TokenOutcome =
  | { ok: true; user: VerifiedUser }
  | { ok: false; error: 'invalid_token'; description: string }
  | { ok: false; error: null; description: string };

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function groupsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((group): group is string => typeof group === 'string');
  if (typeof value === 'string' && value.length > 0) return value.split(/\s+/);
  return [];
}

/** The user a verified payload describes (`sub` already checked present). */
export function verifiedUserOf(claims: JWTPayload & { sub: string }, groupsClaim: string): VerifiedUser {
  return {
    sub: claims.sub,
    name: optionalString(claims['name']),
    email: optionalString(claims['email']),
    groups: groupsOf(claims[groupsClaim]),
    claims,
  };
}
