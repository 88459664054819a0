import 'server-only';
import { authorizationResponse, type TokenVerifier, type VerifiedUser } from '@clavis/auth/server';

/** A 403 carries the verified user too: the extranet API keeps the groups of every verified request. */
export type ExtranetAccess =
  | { ok: true; user: VerifiedUser }
  | { ok: false; response: Response; user?: VerifiedUser };

/**
 * The check every `/api/extranet/*` request runs first: the bearer access token verified by the
 * process's one verifier (its cached JWKS serves every request); 401 with `WWW-Authenticate`
 * without a valid one, 403 without the group (every extranet area needs `partner`, the default;
 * the BU Italia documentation `bu-italy`).
 */
export async function checkExtranetAccess(
  verifier: TokenVerifier,
  request: Request,
  options: { requiredGroup?: string } = {},
): Promise<ExtranetAccess> {
  const outcome = await verifier.verifyRequest(request);
  const response = authorizationResponse(outcome, {
    requiredGroup: options.requiredGroup ?? 'partner',
  });
  if (response || !outcome.ok)
    return {
      ok: false,
      response: response ?? new Response(null, { status: 401 }),
      ...(outcome.ok ? { user: outcome.user } : {}),
    };
  return { ok: true, user: outcome.user };
}
