/** A folder's full-slug prefix as data requests want it: no leading slash, one trailing slash. */
export function folderPrefix(slug: string): string {
  const trimmed = slug.trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/` : '';
}

