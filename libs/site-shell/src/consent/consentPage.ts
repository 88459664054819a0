/** Marks a page that names the consent loader; the footer's settings control shows on such pages. */
export const CONSENT_MARK = 'data-consent';

const HTML_TAG = /<html\b/i;

/**
 * The page with the consent loader (`<script src async>` at the end of its head, allowed by the
 * policy's `'self'`) and marked `data-consent` on `<html>`, so the footer's settings control is
 * there from the first paint. A page without a head, or marked already, is returned as it is.
 */
export function withConsentLoader(html: string, loaderPath: string): string {
  const head = html.indexOf('</head>');
  if (head === -1 || !HTML_TAG.test(html)) return html;
  const opening = html.slice(0, head);
  if (/<html\b[^>]*\sdata-consent[\s=>]/i.test(opening)) return html;
  const script = `<script src="${loaderPath.replace(/[^A-Za-z0-9/._-]/g, '')}" async=""></script>`;
  return `${opening.replace(HTML_TAG, `<html ${CONSENT_MARK}=""`)}${script}${html.slice(head)}`;
}
