import type { LoginClient } from './AuthProvider';
import { OidcSession, pageClient } from './OidcSession';

/**
 * The OIDC client for `AuthProvider`'s `client`, imported by a page that always needs it (the
 * extranet's): the page's own scripts carry it, so its silent check does not wait for a chunk asked
 * for once the page has hydrated. Its own entry point (`@clavis/auth/login-client`), so no page
 * that does not import it carries it.
 */
export const loginClient: LoginClient = { OidcSession, pageClient };
