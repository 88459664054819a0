import type { CdnGet } from './cdn';

export interface AssetsResource {
  /**
   * `GET cdn/assets/me`: the signed URL of a private asset (`filename`, its complete URL), with the
   * space's asset token; never cached (a signed URL expires). A public asset answers its own URL.
   * @see https://www.storyblok.com/docs/api/content-delivery/v2/assets/get-signed-url
   */
  getSignedAssetUrl(filename: string, assetToken: string): Promise<string>;
}

export function createAssetsResource(cdnGet: CdnGet): AssetsResource {
  return {
    async getSignedAssetUrl(filename, assetToken) {
      const { data } = await cdnGet<{ asset?: { signed_url?: unknown } }>('cdn/assets/me', { filename, token: assetToken }, { cache: 'no-store' }, { noCache: true });
      const url = data.asset?.signed_url;
      if (typeof url !== 'string' || url === '') throw new TypeError(`cdn/assets/me answered no signed_url for ${filename}`);
      return url;
    },
  };
}
