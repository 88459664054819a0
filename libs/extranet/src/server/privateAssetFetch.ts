export interface PrivateAssetFetchOptions {
  /** Where the CMS serves its files: only its `/f/...` URLs are ever asked for a signed URL. */
  assetOrigin: string;
  /** A private asset's signed URL, from its complete URL (cms-client's `getSignedAssetUrl` with the asset token). */
  signedUrl: (filename: string) => Promise<string>;
}

const REFUSED = new Set([401, 403]);

/**
 * `fetch` of the CMS's files that reaches Storyblok's private assets too: an asset URL the origin
 * refuses (403, or 401) is asked of the CMS for its signed URL (`cdn/assets/me`), which is fetched
 * instead, with the image-service part (`/m/...`) after the file as before. Public assets cost
 * nothing more; any other URL, or any other answer, passes as it is. The signed URL never leaves
 * the server: the file route streams what it answers.
 */
export function withPrivateAssets(base: typeof fetch, { assetOrigin, signedUrl }: PrivateAssetFetchOptions): typeof fetch {
  const origin = new URL(assetOrigin);
  const prefix = `${origin.pathname.replace(/\/+$/, '')}/f/`;
  return async (input, init) => {
    const response = await base(input, init);
    if (!REFUSED.has(response.status)) return response;
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.origin !== origin.origin || !url.pathname.startsWith(prefix)) return response;
    const marker = url.pathname.search(/\/m(\/|$)/);
    const file = marker === -1 ? url.pathname : url.pathname.slice(0, marker);
    const transform = marker === -1 ? '' : url.pathname.slice(marker);
    let signed: URL;
    try {
      signed = new URL(await signedUrl(`${url.origin}${file}`));
    } catch (error) {
      console.warn(`[extranet] ${file}: refused by the asset origin, and no signed URL (${(error as Error).message})`);
      return response;
    }
    if (signed.protocol !== 'https:' && signed.protocol !== 'http:') return response;
    await response.body?.cancel().catch(() => undefined);
    if (transform) signed.pathname = `${signed.pathname.replace(/\/+$/, '')}${transform}`;
    return base(signed, init);
  };
}
