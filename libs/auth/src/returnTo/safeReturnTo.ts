const BASE = 'http://same-origin.invalid';

/**
 * The login return target, accepted only as a same-origin relative path (DESIGN.md section 4):
 * `/extranet/kataloge?x=1#y` stays; `//evil.example`, `/\evil.example`, `https://evil.example`,
 * `javascript:...` and anything that is not a string become the fallback.
 *
 * The check is made on the parsed result, not on the string: the URL parser turns `/.//evil.example`,
 * `/..//evil.example` and `/%2e//evil.example` into the path `//evil.example`, which a browser sent
 * there reads as another host. The path returned is the parsed one, so what was checked is what the
 * browser gets.
 */
export function safeReturnTo(target: unknown, fallback?: string): string;
export function safeReturnTo(target: unknown, fallback: null): string | null;
export function safeReturnTo(target: unknown, fallback: string | null = '/'): string | null {
  if (typeof target !== 'string' || !target.startsWith('/')) return fallback;
  // Browsers read a backslash as a slash and drop tabs and newlines inside URLs.
  if (/[\\\t\r\n]/.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith('/') || path.startsWith('//')) return fallback;
  // What the browser will do with the result must land on the same origin too.
  return new URL(path, BASE).origin === BASE ? path : fallback;
}
