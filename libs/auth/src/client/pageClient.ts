import { hasAuthParams } from 'react-oidc-context';
import type { UserManager } from 'oidc-client-ts';
import { resolveAuthClientConfig, type AuthClientConfig, type ResolvedAuthClientConfig } from './authClientConfig';
import { createUserManager } from './createUserManager';
import { checkIdTokenClaims } from './idTokenClaims';
import { hasSessionCookie, setSessionCookie } from './sessionCookie';
import { userOf } from './sessionUser';
import { announceSignedIn } from './signedIn';

/** The OIDC client of one page load: its UserManager and, where the page needs one, its silent check. */
export interface PageClient {
  config: ResolvedAuthClientConfig;
  userManager: UserManager;
  /** The page was loaded with the provider's answer (`code`+`state` or `error`+`state`) in its query. */
  startedWithAuthParams: boolean;
  /**
   * The silent check (prompt=none in the hidden frame), started with the client when the
   * is-authenticated cookie says a session may exist: settles once the tokens are in memory (the
   * ID token's claims checked, the cookie renewed) or with the check's error. Null when no check runs.
   */
  silentCheck: Promise<void> | null;
}

let current: { key: string; client: PageClient } | null = null;

/**
 * The page's OIDC client, made on the first call for a configuration and shared by later ones:
 * AuthProvider calls it as soon as the client's chunk is in, while the page still hydrates, so the
 * silent check's round trips (the provider, the frame's own process, the token) overlap hydration
 * instead of waiting for the session component to mount after it; that component then takes the
 * same client and the check already under way.
 */
export function pageClient(config: AuthClientConfig): PageClient {
  const key = JSON.stringify(config);
  if (current?.key === key) return current.client;
  const resolved = resolveAuthClientConfig(config);
  const userManager = createUserManager(resolved, window.location.origin);
  const startedWithAuthParams = hasAuthParams();
  const silentCheck =
    startedWithAuthParams || !hasSessionCookie()
      ? null
      : userManager.signinSilent().then((user) => {
          if (user) checkIdTokenClaims(user.profile, { issuer: resolved.issuer, clientId: resolved.clientId, leewaySeconds: resolved.expiryLeewaySeconds });
          setSessionCookie();
          // The page may start its data request now, before the session component has even mounted.
          const signedIn = userOf(user, resolved.groupsClaim);
          if (user && signedIn) announceSignedIn({ accessToken: user.access_token, user: signedIn });
        });
  // Its failure is the session's to show once it mounts; not an unhandled rejection meanwhile.
  silentCheck?.catch(() => undefined);
  current = { key, client: { config: resolved, userManager, startedWithAuthParams, silentCheck } };
  return current.client;
}
