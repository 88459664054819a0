import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { errors } from 'oidc-provider';
import { formBody } from './formBody';
import { loginPage } from './loginPage';
import { isLoopbackVariant, isSiteOrigin } from './loopbackRedirects';
import { CALLBACK_PATH, SILENT_CHECK_PATH } from './siteOrigins';
import { checkCredentials, DEV_USERS, findUser, type DevUser } from './users';

/** The public client of the five sites (DESIGN.md section 6). */
export const CLIENT_ID = 'clavis-sites';
/** The extranet API's audience: JWT access tokens are issued for it. */
export const EXTRANET_AUDIENCE = 'https://api.clavis.example/extranet';
/**
 * The scopes an extranet access token may carry: the OpenID ones it was asked with (as Auth0 lists
 * them on an API's token, and as the sites' client asks for them again when it refreshes), and
 * `extranet` for a client that names it. The groups, not the scopes, decide which areas it opens.
 */
export const EXTRANET_SCOPES = 'openid profile email extranet';

export interface DevIdpOptions {
  /** The issuer URL, which is also where the server listens. */
  issuer: string;
  /** The site origins whose callback, silent-check and home URLs the client may use. */
  siteOrigins: readonly string[];
  /** The signing keys (private JWKs) and cookie keys. */
  keys: { keys: readonly object[]; cookieKeys: readonly string[] };
  users?: readonly DevUser[];
  /** The sites' public client. @default CLIENT_ID */
  clientId?: string;
  /** The extranet API's audience. @default EXTRANET_AUDIENCE */
  audience?: string;
}

export interface DevIdp {
  url: string;
  close(): Promise<void>;
}

const WRONG_CREDENTIALS = 'Wrong e-mail or password.';

function send(response: ServerResponse, status: number, html: string) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(html);
}

/** Builds the provider (oidc-provider) and its login interaction; `listen` starts serving. */
export function createDevIdp(options: DevIdpOptions) {
  const users = options.users ?? DEV_USERS;
  const clientId = options.clientId ?? CLIENT_ID;
  const apiAudience = options.audience ?? EXTRANET_AUDIENCE;
  const redirectUris = options.siteOrigins.flatMap((origin) => [`${origin}${CALLBACK_PATH}`, `${origin}${SILENT_CHECK_PATH}`]);
  const postLogoutRedirectUris = options.siteOrigins.map((origin) => `${origin}/`);

  const provider = new Provider(options.issuer, {
    clients: [
      {
        client_id: clientId,
        client_name: 'Clavis sites',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogoutRedirectUris,
      },
    ],
    jwks: { keys: options.keys.keys },
    cookies: {
      keys: options.keys.cookieKeys,
      // The sites share the 127.0.0.1 cookie jar (cookies ignore ports): names that say whose they are.
      names: { session: 'clavis_idp_session', interaction: 'clavis_idp_interaction', resume: 'clavis_idp_resume' },
    },
    async findAccount(_ctx: unknown, id: string) {
      const user = findUser(users, id);
      if (!user) return undefined;
      return {
        accountId: user.id,
        claims: async () => ({ sub: user.id, name: user.name, email: user.email, email_verified: true, groups: [...user.groups] }),
      };
    },
    // Groups come with `profile`, so a client asking for the usual scopes sees them.
    claims: { openid: ['sub'], profile: ['name', 'groups'], email: ['email', 'email_verified'] },
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    // The ID token carries the profile (name, e-mail, groups): the sites read no userinfo.
    conformIdTokenClaims: false,
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      // The extranet API is a resource server (RFC 8707). A client names it with `resource`, or
      // with Auth0's `audience` (the sites send it to any provider), and gets a JWT for it; a client
      // that names no API gets an opaque token for the userinfo endpoint, as discovery advertises.
      resourceIndicators: {
        enabled: true,
        defaultResource: (ctx: { oidc: { params: Record<string, unknown> } }, _client: unknown, oneOf?: string[]) => {
          if (oneOf) return oneOf.includes(apiAudience) ? apiAudience : oneOf;
          const audience = ctx.oidc.params['audience'];
          return typeof audience === 'string' && audience !== '' ? audience : undefined;
        },
        // The sites' token and refresh requests carry no `resource`: the API their code was
        // granted for is the one their tokens are for.
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx: unknown, indicator: string) => {
          if (indicator !== apiAudience) throw new errors.InvalidTarget();
          return {
            scope: EXTRANET_SCOPES,
            audience: apiAudience,
            accessTokenTTL: 10 * 60,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        // Logging out from a site is the user's own request: no "are you sure" page.
        logoutSource: async (ctx: { body: string }, form: string) => {
          ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Logging out</title></head><body>${form.replace(
            '</form>',
            '<input type="hidden" name="logout" value="yes"></form>',
          )}<script>document.forms[0].submit()</script></body></html>`;
        },
      },
    },
    // Auth0-style `audience`: the API a token is asked for, read by defaultResource above.
    extraParams: ['audience'],
    // The access token tells the extranet API who the partner is and which areas it may see.
    extraTokenClaims: async (_ctx: unknown, token: { kind: string; accountId?: string }) => {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const user = findUser(users, token.accountId);
      return user ? { groups: [...user.groups], name: user.name, email: user.email } : undefined;
    },
    // Refresh tokens for the sites' public client without `offline_access` (which needs a consent
    // prompt); they end with the session, so logout at the provider ends them too.
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    pkce: { required: () => true },
    clientBasedCORS: (_ctx: unknown, origin: string) => isSiteOrigin(origin, options.siteOrigins),
    ttl: {
      AccessToken: 10 * 60,
      AuthorizationCode: 60,
      IdToken: 10 * 60,
      RefreshToken: 24 * 60 * 60,
      Session: 24 * 60 * 60,
      Grant: 24 * 60 * 60,
      Interaction: 60 * 60,
    },
  });

  // e2e runs serve a site on their own SITE_PORT: any loopback port is accepted for the
  // registered loopback paths (RFC 8252 section 7.3), and logout may return to any page of a site.
  const { redirectUriAllowed } = provider.Client.prototype;
  provider.Client.prototype.redirectUriAllowed = function (this: { redirectUris: string[] }, value: string) {
    return redirectUriAllowed.call(this, value) || isLoopbackVariant(value, this.redirectUris);
  };
  provider.Client.prototype.postLogoutRedirectUriAllowed = function (value: string) {
    return isSiteOrigin(value, options.siteOrigins);
  };

  async function autoConsent(request: IncomingMessage, response: ServerResponse, details: InteractionDetails) {
    // First-party sites: the partner consented by logging in.
    const { Grant } = provider;
    const grant = details.grantId
      ? await Grant.find(details.grantId)
      : new Grant({ accountId: details.session?.accountId, clientId: details.params.client_id });
    const missing = details.prompt.details;
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    const grantId = await grant.save();
    await provider.interactionFinished(request, response, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  async function handleInteraction(request: IncomingMessage, response: ServerResponse, uid: string, submit: boolean) {
    let details: InteractionDetails;
    try {
      details = await provider.interactionDetails(request, response);
    } catch {
      send(response, 400, loginPage({ action: '#', error: 'This login has expired. Go back to the site and log in again.' }).replace(/<form[\s\S]*<\/form>/, ''));
      return;
    }
    if (details.uid !== uid) {
      send(response, 400, 'Unknown login');
      return;
    }
    if (details.prompt.name === 'consent') {
      await autoConsent(request, response, details);
      return;
    }
    const action = `/interaction/${uid}/login`;
    if (!submit) {
      send(response, 200, loginPage({ action, email: typeof details.params.login_hint === 'string' ? details.params.login_hint : '' }));
      return;
    }
    const form = await formBody(request);
    const email = form.get('email') ?? '';
    // Nothing about the attempt is logged: not the e-mail, not the password.
    const user = checkCredentials(users, email, form.get('password') ?? '');
    if (!user) {
      send(response, 200, loginPage({ action, email, error: WRONG_CREDENTIALS }));
      return;
    }
    await provider.interactionFinished(request, response, { login: { accountId: user.id } }, { mergeWithLastSubmission: false });
  }

  const providerHandler = provider.callback() as (request: IncomingMessage, response: ServerResponse) => void;

  function handle(request: IncomingMessage, response: ServerResponse) {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const interaction = /^\/interaction\/([A-Za-z0-9_-]+)(\/login)?$/.exec(path);
    if (!interaction) {
      providerHandler(request, response);
      return;
    }
    const submit = interaction[2] === '/login';
    if (submit !== (request.method === 'POST')) {
      send(response, 405, 'Method not allowed');
      return;
    }
    handleInteraction(request, response, interaction[1] ?? '', submit).catch(() => {
      if (!response.headersSent) send(response, 500, 'The login could not be completed.');
    });
  }

  return {
    provider,
    handle,
    /** Serves on the issuer's host and port (or `port`, e.g. 0 in tests). */
    async listen(port?: number): Promise<DevIdp> {
      const issuerUrl = new URL(options.issuer);
      const server: Server = createServer(handle);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port ?? Number(issuerUrl.port || 80), issuerUrl.hostname, resolve);
      });
      const address = server.address() as AddressInfo;
      return {
        url: `http://${issuerUrl.hostname}:${address.port}`,
        close: () => new Promise<void>((resolve) => server.close(() => resolve())),
      };
    },
  };
}

interface InteractionDetails {
  uid: string;
  grantId?: string;
  session?: { accountId?: string };
  params: Record<string, unknown> & { client_id?: string };
  prompt: {
    name: 'login' | 'consent';
    details: { missingOIDCScope?: string[]; missingOIDCClaims?: string[]; missingResourceScopes?: Record<string, string[]> };
  };
}
