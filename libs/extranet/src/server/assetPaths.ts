/**
 * A CMS asset's path as Storyblok names it: `f/{space}/{width}x{height}/{hash}/{file name}` for a
 * picture, `f/{space}/{hash}/{file name}` for a document (no size). Only such paths are signed and
 * served; the file name is one decoded segment (no separator, no dots alone).
 */
const ASSET_PATH = /^f\/\d+\/(?:\d+x\d+\/)?[\w-]+\/(?!\.{1,2}$)[^/\\]+$/;

export function isAssetPath(path: string): boolean {
  return ASSET_PATH.test(path);
}

/**
 * The asset origin's URL of an asset path, in a picture size when one is given, built from its
 * parts (each segment encoded, never concatenated raw) and checked to stay on the origin, inside
 * the asset's own folder: throws otherwise.
 */
export function assetUrl(assetOrigin: string, path: string, size?: string): URL {
  if (!isAssetPath(path)) throw new TypeError(`Not a CMS asset path: ${path}`);
  const origin = new URL(assetOrigin);
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  const base = origin.pathname.replace(/\/+$/, '');
  const url = new URL(origin.origin);
  url.pathname = `${base}/${encoded}${size ? `/m/${size.split('/').map(encodeURIComponent).join('/')}` : ''}`;
  const folder = `${base}/${encoded.slice(0, encoded.lastIndexOf('/') + 1)}`;
  if (url.origin !== origin.origin || !url.pathname.startsWith(folder)) throw new TypeError(`The asset URL leaves its folder: ${path}`);
  return url;
}

/** `http://127.0.0.1:4100/f/287000/ab/x.pdf` or `/f/...` -> `f/287000/ab/x.pdf`; null for anything not a CMS asset path. */
export function assetPath(filename: string): string | null {
  if (!filename) return null;
  let pathname: string;
  try {
    ({ pathname } = new URL(filename, 'http://asset.invalid'));
  } catch {
    return null;
  }
  if (!pathname.startsWith('/f/')) return null;
  try {
    const path = decodeURIComponent(pathname.slice(1));
    return isAssetPath(path) ? path : null;
  } catch {
    return null;
  }
}
