/** SPEC section 9's identity constants: the client's defaults. */
export const IDENTITY_DEFAULTS = {
  httpTimeoutSeconds: 10,
  popupTimeoutSeconds: 60,
  tokenRetries: 3,
  lockSeconds: 5,
  expiryLeewaySeconds: 60,
} as const;

export interface AuthClientConfig {
  /** The provider's issuer (its discovery document is read from there). @see DESIGN.md section 6 */
  issuer: string;
  /** The public client's id. */
  clientId: string;
  /**
   * The API the access token is for, sent as `audience` (Auth0) on the authorization request.
   * @default none: the provider's default audience
   */
  audience?: string;
  /**
   * The scopes asked for (`offline_access` for refresh tokens at providers that need it).
   * @default 'openid profile email offline_access'
   */
  scope?: string;
  /**
   * The ID-token claim that lists the user's groups.
   * @default 'groups'
   */
  groupsClaim?: string;
  /** The site's callback path (code + state arrive there). @default '/auth/callback' */
  callbackPath?: string;
  /** The page the silent check's hidden frame loads. @default '/auth/silent-check' */
  silentCheckPath?: string;
  /** Where the provider sends the user after logout (the market's home). @default '/' */
  postLogoutPath?: string;
  /** HTTP timeout of the provider's endpoints and the silent frame, in seconds. @default 10 */
  httpTimeoutSeconds?: number;
  /** Popup timeout, in seconds. @default 60 */
  popupTimeoutSeconds?: number;
  /** Attempts of a token renewal that failed for want of an answer. @default 3 */
  tokenRetries?: number;
  /** How long a tab waits for another tab's renewal before it renews itself, in seconds. @default 5 */
  lockSeconds?: number;
  /** Leeway for the ID token's expiry and the renewal ahead of the access token's, in seconds. @default 60 */
  expiryLeewaySeconds?: number;
}

export type ResolvedAuthClientConfig = Required<Omit<AuthClientConfig, 'audience'>> & Pick<AuthClientConfig, 'audience'>;

export function resolveAuthClientConfig(config: AuthClientConfig): ResolvedAuthClientConfig {
  return {
    scope: 'openid profile email offline_access',
    groupsClaim: 'groups',
    callbackPath: '/auth/callback',
    silentCheckPath: '/auth/silent-check',
    postLogoutPath: '/',
    ...IDENTITY_DEFAULTS,
    ...Object.fromEntries(Object.entries(config).filter(([, value]) => value !== undefined)),
  } as ResolvedAuthClientConfig;
}
