'use client';
import { AuthProvider, type AuthClientConfig } from '@clavis/auth/client';
import { PartnerMenu, type PartnerMenuLabels } from './PartnerMenu';

export interface PartnerSessionProps {
  /** The provider's public settings (issuer, client id, audience). */
  config: AuthClientConfig;
  labels: PartnerMenuLabels;
  /** Where the provider returns the partner after logout: the locale's home. */
  homePath: string;
  /** The locale's extranet home. */
  extranetHref: string;
  /** Start the login at once (the entry was clicked before this loaded). */
  signInNow?: boolean;
}

/** The login client on a public page, loaded lazily by PartnerLoginEntry. */
export function PartnerSession({ config, labels, homePath, extranetHref, signInNow }: PartnerSessionProps) {
  return (
    <AuthProvider config={{ ...config, postLogoutPath: homePath }}>
      <PartnerMenu labels={labels} loginHref={extranetHref} signInNow={signInNow} />
    </AuthProvider>
  );
}
