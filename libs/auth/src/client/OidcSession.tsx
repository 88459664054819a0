'use client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AuthProvider as OidcProvider, useAuth } from 'react-oidc-context';
import type { User, UserManager } from 'oidc-client-ts';
import type { AuthError } from '../errors/AuthError';
import { toAuthError } from '../errors/toAuthError';
import { safeReturnTo } from '../returnTo/safeReturnTo';
import type { AuthClientConfig, ResolvedAuthClientConfig } from './authClientConfig';
import { checkIdTokenClaims } from './idTokenClaims';
import { pageClient } from './pageClient';
import { retried, withRenewalLock } from './renewalLock';
import { clearSessionCookie, setSessionCookie } from './sessionCookie';
import type { Session } from './session';
import { userOf } from './sessionUser';

export { pageClient } from './pageClient';

export interface OidcSessionProps {
  config: AuthClientConfig;
  /** Runs at logout before the provider's end-session, and in every other tab the logout ends. */
  onSignOut?: () => void | Promise<void>;
  /** Receives the session each time it changes (AuthProvider provides it to the page). */
  onSession: (session: Session) => void;
}

/** What the login carries through the provider (oidc-client-ts keeps it with the transaction). */
interface LoginState {
  returnTo: string;
  errorPath?: string;
}

const CHANNEL = 'clavis.auth';

function loginStateOf(value: unknown): Partial<LoginState> {
  return typeof value === 'object' && value !== null ? (value as Partial<LoginState>) : {};
}

function isUnanswered(error: unknown): boolean {
  return toAuthError(error).code === 'timeout' || error instanceof TypeError;
}

/**
 * Auth0 and other providers that publish no `end_session_endpoint` log out at `/v2/logout`.
 */
function auth0LogoutUrl(config: ResolvedAuthClientConfig, origin: string): string {
  const url = new URL('v2/logout', config.issuer.endsWith('/') ? config.issuer : `${config.issuer}/`);
  url.search = new URLSearchParams({ client_id: config.clientId, returnTo: `${origin}${config.postLogoutPath}` }).toString();
  return url.toString();
}

function SessionBridge({
  config,
  userManager,
  onSignOut,
  onSession,
  startedWithAuthParams,
  silentCheck,
}: {
  config: ResolvedAuthClientConfig;
  userManager: UserManager;
  onSignOut?: () => void | Promise<void>;
  onSession: (session: Session) => void;
  startedWithAuthParams: boolean;
  /** The page client's silent check, under way since the client was made (`pageClient`). */
  silentCheck: Promise<void> | null;
}) {
  const auth = useAuth();
  const [checking, setChecking] = useState(true);
  const [error, setError] = useState<AuthError | null>(null);
  const started = useRef(false);
  // From the logout click until the provider's page: the session is neither signed in nor
  // anonymous, so a protected page does not start a login that would cancel the logout's navigation.
  const [signingOut, setSigningOut] = useState(false);
  const signingOutNow = useRef(false);
  const channel = useMemo(() => (typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL)), []);

  const signOutHere = useCallback(async () => {
    clearSessionCookie();
    await userManager.removeUser();
  }, [userManager]);

  const failed = useCallback(
    async (raw: unknown) => {
      const authError = toAuthError(raw);
      setError(authError);
      // SPEC section 4: login_required while renewing silently logs out here, without a redirect.
      // An ID token we cannot trust is dropped too.
      if (authError.code === 'login_required' || authError.code === 'invalid_claims' || authError.code === 'missing_refresh_token') {
        await signOutHere();
      }
    },
    [signOutHere],
  );

  // A fresh page with the cookie checks the provider's session in a hidden frame (prompt=none):
  // the session stays loading until that check, started with the page's client, has settled.
  useEffect(() => {
    if (auth.isLoading || started.current) return;
    started.current = true;
    if (!silentCheck) {
      setChecking(false);
      return;
    }
    silentCheck.catch(failed).finally(() => setChecking(false));
  }, [auth.isLoading, silentCheck, failed]);

  // A failed callback (error + state, or a state we do not know) goes to the error path, or home.
  useEffect(() => {
    if (!startedWithAuthParams || !auth.error) return;
    const raw = (auth.error as { innerError?: unknown }).innerError ?? auth.error;
    setError(toAuthError(raw));
    window.location.replace(safeReturnTo(loginStateOf((raw as { state?: unknown }).state).errorPath));
  }, [startedWithAuthParams, auth.error]);

  // Renewal ahead of expiry: refresh token (or the hidden frame), one tab at a time, retried.
  useEffect(() => {
    const renew = () => {
      withRenewalLock(() => retried(() => userManager.signinSilent(), config.tokenRetries, isUnanswered), config.lockSeconds)
        .then(() => setSessionCookie())
        .catch(failed);
    };
    userManager.events.addAccessTokenExpiring(renew);
    userManager.events.addAccessTokenExpired(renew);
    return () => {
      userManager.events.removeAccessTokenExpiring(renew);
      userManager.events.removeAccessTokenExpired(renew);
    };
  }, [userManager, config, failed]);

  // A logout in another tab ends this tab's session too, and clears what this tab kept.
  useEffect(() => {
    if (!channel) return undefined;
    channel.onmessage = (event: MessageEvent) => {
      if (event.data === 'signed-out') void Promise.resolve(onSignOut?.()).finally(() => userManager.removeUser());
    };
    return () => channel.close();
  }, [channel, userManager, onSignOut]);

  const signIn = useCallback(
    async (returnTo?: string) => {
      if (signingOutNow.current) return;
      const state: LoginState = { returnTo: safeReturnTo(returnTo ?? `${window.location.pathname}${window.location.search}`) };
      try {
        await userManager.signinRedirect({ state });
      } catch (raw) {
        setError(toAuthError(raw));
      }
    },
    [userManager],
  );

  const signOut = useCallback(async () => {
    const idToken = auth.user?.id_token;
    signingOutNow.current = true;
    setSigningOut(true);
    try {
      await onSignOut?.();
      clearSessionCookie();
      channel?.postMessage('signed-out');
      // Revocation is a courtesy (the end-session ends the provider's session): its failure must
      // not keep the partner signed in.
      await userManager.revokeTokens().catch(() => undefined);
      const endSession = await userManager.metadataService.getEndSessionEndpoint().catch(() => undefined);
      if (endSession) {
        await userManager.signoutRedirect({ id_token_hint: idToken });
        return;
      }
      await userManager.removeUser();
      window.location.assign(auth0LogoutUrl(config, window.location.origin));
    } catch (raw) {
      // The provider could not be reached: this tab is signed out all the same.
      signingOutNow.current = false;
      setSigningOut(false);
      setError(toAuthError(raw));
      await signOutHere();
    }
  }, [auth.user, onSignOut, channel, userManager, config, signOutHere]);

  const loading = auth.isLoading || checking || signingOut || (startedWithAuthParams && !auth.error);
  // One session object per change, not per render: the provider above re-renders on each.
  const session = useMemo<Session>(() => {
    const user = userOf(auth.user, config.groupsClaim);
    return {
      status: loading ? 'loading' : user ? 'authenticated' : 'unauthenticated',
      user: loading ? null : user,
      accessToken: !loading && user ? (auth.user?.access_token ?? null) : null,
      error,
      signIn,
      signOut,
    };
  }, [auth.user, config.groupsClaim, loading, error, signIn, signOut]);
  useEffect(() => onSession(session), [onSession, session]);
  return null;
}

/**
 * The OIDC client of AuthProvider (oidc-client-ts + react-oidc-context), loaded after the page
 * hydrates: on start, `code`+`state` (or `error`+`state`) in the query completes the login and goes
 * to the stored target; otherwise, with the is-authenticated cookie, the silent check runs. It
 * renders nothing and hands each session to `onSession`. Tokens stay in memory.
 */
export function OidcSession({ config, onSignOut, onSession }: OidcSessionProps) {
  const { config: resolved, userManager, startedWithAuthParams, silentCheck } = useMemo(() => pageClient(config), [config]);

  const onSigninCallback = useCallback(
    async (user: User | undefined) => {
      const state = loginStateOf(user?.state);
      try {
        if (user) checkIdTokenClaims(user.profile, { issuer: resolved.issuer, clientId: resolved.clientId, leewaySeconds: resolved.expiryLeewaySeconds });
      } catch (error) {
        await userManager.removeUser();
        window.location.replace(safeReturnTo(state.errorPath));
        throw error;
      }
      setSessionCookie();
      window.location.replace(safeReturnTo(state.returnTo));
    },
    [resolved, userManager],
  );

  return (
    <OidcProvider userManager={userManager} onSigninCallback={onSigninCallback} skipSigninCallback={!startedWithAuthParams}>
      <SessionBridge
        config={resolved}
        userManager={userManager}
        onSignOut={onSignOut}
        onSession={onSession}
        startedWithAuthParams={startedWithAuthParams}
        silentCheck={silentCheck}
      />
    </OidcProvider>
  );
}
