'use client';
import { useMemo } from 'react';
import { createSearchClient } from '../client/createSearchClient';
import { SiteSearch, type SiteSearchProps } from './SiteSearch';

export interface ExtranetSearchProps extends Omit<SiteSearchProps, 'searchClient' | 'config'> {
  /** The partner's access token, sent as a bearer token with every query. */
  accessToken: string;
  /** @default '/api/extranet/search' */
  endpoint?: string;
}

/** The site search over the extranet index (`{market}_{locale}_extranet`), through the token-verified endpoint. */
export function ExtranetSearch({ accessToken, endpoint = '/api/extranet/search', ...props }: ExtranetSearchProps) {
  const client = useMemo(
    () => createSearchClient({ endpoint, headers: () => ({ authorization: `Bearer ${accessToken}` }) }).searchClient,
    [accessToken, endpoint],
  );
  return <SiteSearch {...props} searchClient={client} />;
}
