import { EXTRANET_SESSION_PATH } from '@clavis/extranet';

/** How long a logout waits for the site to end the partner's download links before it goes on. */
const END_SESSION_TIMEOUT_MS = 3_000;

/**
 * Tells the site the partner is logging out (`DELETE /api/extranet/session` with their token), so
 * every download link handed to them stops working at once rather than when it expires. The
 * logout goes on whatever the answer: without a token, on a failure, or after a few seconds.
 */
export async function endExtranetSession(accessToken: string | null, fetchImpl: typeof fetch = fetch): Promise<void> {
  if (!accessToken) return;
  try {
    const response = await fetchImpl(EXTRANET_SESSION_PATH, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${accessToken}` },
      cache: 'no-store',
      keepalive: true,
      signal: AbortSignal.timeout(END_SESSION_TIMEOUT_MS),
    });
    await response.body?.cancel();
  } catch {
    // Not answered in time, or not at all: the links still expire within minutes.
  }
}
