import type { TokenOutcome } from './verifiedUser';

export interface AuthorizationOptions {
  /** A group the user must have; without it the answer is 403. */
  requiredGroup?: string;
  /** The protection space named in every `WWW-Authenticate` challenge (RFC 6750 section 3). @default none */
  realm?: string;
}

function quoted(value: string): string {
  return value.replace(/["\\]/g, "'").replace(/[^\x20-\x7e]/g, '');
}

/** RFC 6750 section 3's challenge: the scheme, the realm when there is one, then the error's parameters. */
function challenge(realm: string | undefined, parameters: Record<string, string>): string {
  const all = { ...(realm === undefined ? {} : { realm }), ...parameters };
  const list = Object.entries(all).map(([name, value]) => `${name}="${quoted(value)}"`);
  return list.length === 0 ? 'Bearer' : `Bearer ${list.join(', ')}`;
}

/**
 * The response a protected handler sends instead of its content, or null when the request may
 * proceed (RFC 6750 section 3): 401 with a bare `WWW-Authenticate: Bearer` challenge (the realm
 * only) for a request without credentials, 401 with `error="invalid_token"` for a token that does
 * not verify, 403 for a valid token without the required group.
 */
export function authorizationResponse(outcome: TokenOutcome, options: AuthorizationOptions = {}): Response | null {
  const headers = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
  if (!outcome.ok) {
    // Section 3.1: a request that lacks authentication information gets no error code.
    const parameters: Record<string, string> = outcome.error === null ? {} : { error: outcome.error, error_description: outcome.description };
    const body = outcome.error === null ? { error_description: outcome.description } : parameters;
    return new Response(JSON.stringify(body), {
      status: 401,
      headers: { ...headers, 'www-authenticate': challenge(options.realm, parameters) },
    });
  }
  if (options.requiredGroup && !outcome.user.groups.includes(options.requiredGroup)) {
    return new Response(JSON.stringify({ error: 'insufficient_scope', error_description: `group ${options.requiredGroup} required` }), {
      status: 403,
      headers,
    });
  }
  return null;
}
