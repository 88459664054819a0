import { InMemoryWebStorage, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { ResolvedAuthClientConfig } from './authClientConfig';
import { SilentFrameNavigator } from './silentFrame';

/**
 * The oidc-client-ts UserManager of DESIGN.md section 6: authorization code with PKCE, tokens in
 * memory only (the login transaction, PKCE verifier included, waits in sessionStorage across the
 * provider's redirect), renewal run by AuthProvider (one tab at a time), no userinfo call; the
 * hidden frame of the silent check is `SilentFrameNavigator`'s.
 */
export function createUserManager(config: ResolvedAuthClientConfig, origin: string): UserManager {
  return new UserManager({
    authority: config.issuer,
    client_id: config.clientId,
    redirect_uri: `${origin}${config.callbackPath}`,
    silent_redirect_uri: `${origin}${config.silentCheckPath}`,
    post_logout_redirect_uri: `${origin}${config.postLogoutPath}`,
    response_type: 'code',
    scope: config.scope,
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    extraQueryParams: config.audience ? { audience: config.audience } : {},
    automaticSilentRenew: false,
    loadUserInfo: false,
    monitorSession: false,
    // AuthProvider revokes before the end-session itself, so a failed revocation cannot stop the logout.
    revokeTokensOnSignout: false,
    filterProtocolClaims: true,
    requestTimeoutInSeconds: config.httpTimeoutSeconds,
    silentRequestTimeoutInSeconds: config.httpTimeoutSeconds,
    popupWindowFeatures: { closePopupWindowAfterInSeconds: config.popupTimeoutSeconds },
    accessTokenExpiringNotificationTimeInSeconds: config.expiryLeewaySeconds,
  }, undefined, undefined, new SilentFrameNavigator(config.httpTimeoutSeconds));
}
