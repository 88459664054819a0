import type { TokenOutcome } from './verifiedUser';

export interface AuthorizationOptions {
  /** A group the user must have; without it the answer is 403. */
  requiredGroup?: string;
}

function quoted(value: string): string {
  return value.replace(/["\\]/g, "'").replace(/[^\x20-\x7e]/g, '');
}

/**
 * The response a protected handler sends instead of its content, or null when the request may
 * proceed: 401 with `WWW-Authenticate: Bearer error="invalid_token"` (RFC 6750) for a missing or
 * bad token, 403 for a valid token without the required group.
 */
export function authorizationResponse(outcome: TokenOutcome, options: AuthorizationOptions = {}): Response | null {
  const headers = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
  if (!outcome.ok) {
    return new Response(JSON.stringify({ error: outcome.error, error_description: outcome.description }), {
      status: 401,
      headers: {
        ...headers,
        'www-authenticate': `Bearer error="invalid_token", error_description="${quoted(outcome.description)}"`,
      },
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
