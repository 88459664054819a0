/**
 * The login return target, accepted only as a same-origin relative path (DESIGN.md section 4):
 * `/extranet/kataloge?x=1#y` stays; `//evil.example`, `/\evil.example`, `https://evil.example`,
 * `javascript:...` and anything that is not a string become `/`.
 */
export function safeReturnTo(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || !target.startsWith('/')) return fallback;
  // Browsers read a backslash as a slash and drop tabs and newlines inside URLs.
  if (/[\\\t\r\n]/.test(target) || target.startsWith('//')) return fallback;
  try {
    const base = 'http://same-origin.invalid';
    const url = new URL(target, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
