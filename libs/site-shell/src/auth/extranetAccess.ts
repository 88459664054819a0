import 'server-only';
import { authorizationResponse, type TokenVerifier, type VerifiedUser } from '@clavis/auth/server';

export type ExtranetAccess = { ok: true; user: VerifiedUser } | { ok: false; response: Response };

/** The access check of `verifier`: see `verifyExtranetRequest`. */
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
    return { ok: false, response: response ?? new Response(null, { status: 401 }) };
  return { ok: true, user: outcome.user };
}
