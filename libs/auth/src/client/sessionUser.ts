import type { User } from 'oidc-client-ts';
import type { SessionUser } from './session';

/** The session's user from the client's: its ID token's claims, the groups from `groupsClaim`; none once expired. */
export function userOf(user: User | null | undefined, groupsClaim: string): SessionUser | null {
  if (!user || user.expired) return null;
  const profile = user.profile as Record<string, unknown> & { sub: string };
  const groups = profile[groupsClaim];
  return {
    sub: profile.sub,
    name: typeof profile['name'] === 'string' ? profile['name'] : undefined,
    email: typeof profile['email'] === 'string' ? profile['email'] : undefined,
    groups: Array.isArray(groups) ? groups.filter((group): group is string => typeof group === 'string') : [],
  };
}
