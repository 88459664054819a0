/** The route parameters SPEC.md section 3 names ("route identifiers"), besides the locale. */
export const routeParamNames = ['slug', 'folder_slug', 'category', 'customSlug'] as const;

export type RouteParamName = (typeof routeParamNames)[number];

/** Parameters of one route; `category` is the joined multi-segment path `a/b/c`. */
export type RouteParams = Partial<Record<RouteParamName, string>>;

/** The only values `:customSlug` accepts (SPEC.md section 5). */
export const customSlugs = ['thank-you', 'landing-smart-pro-mini'] as const;

export type CustomSlug = (typeof customSlugs)[number];

/**
 * One dynamic path segment: CMS slugs are URL-form ASCII (letters, digits, `-`, `_`, `.`, `~`),
 * starting with a letter or digit. Anything else (percent-encoded bytes, encoded slashes, `..`,
 * non-Latin text, whitespace) is not a slug, so the path matches no route.
 */
export const SLUG_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._~-]*$/;

/** Longer paths match nothing: no real URL of the site comes close, and it bounds matching work. */
export const MAX_PATH_LENGTH = 1024;

/** `SLUG_SEGMENT.test(value)`, hand-rolled because it runs once per dynamic segment of every request. */
export function isSlugSegment(value: string): boolean {
  const length = value.length;
  if (length === 0) return false;
  for (let i = 0; i < length; i++) {
    const c = value.charCodeAt(i);
    const alphanumeric =
      (c >= 97 && c <= 122) /* a-z */ ||
      (c >= 48 && c <= 57) /* 0-9 */ ||
      (c >= 65 && c <= 90); /* A-Z */
    if (alphanumeric) continue;
    // '-' '.' '_' '~' are allowed after the first character.
    if (i > 0 && (c === 45 || c === 46 || c === 95 || c === 126)) continue;
    return false;
  }
  return true;
}

export function isCustomSlug(value: unknown): value is CustomSlug {
  return typeof value === 'string' && (customSlugs as readonly string[]).includes(value);
}

/** A `category` value: one or more slug segments joined by `/`. */
export function isCategoryPath(value: string): boolean {
  if (value.length === 0) return false;
  for (const segment of value.split('/')) {
    if (!isSlugSegment(segment)) return false;
  }
  return true;
}
