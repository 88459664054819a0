/**
 * The script of the silent-check page (the hidden frame's `redirect_uri`): it hands the provider's
 * answer to the page that opened the frame, as oidc-client-ts's `signinSilentCallback` would,
 * without loading any library. Exported so a Content-Security-Policy can allow it by its hash.
 */
export const SILENT_CHECK_SCRIPT =
  "parent.postMessage({source:'oidc-client',url:location.href,keepOpen:false},location.origin);";

/** The whole silent-check page. */
export function silentCheckHtml(): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Silent check</title></head><body><script>${SILENT_CHECK_SCRIPT}</script></body></html>`;
}
