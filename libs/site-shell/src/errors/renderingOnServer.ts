/** True while React renders on the server (no `window`): what the server's HTML holds, and the browser never renders. */
export function renderingOnServer(): boolean {
  return typeof window === 'undefined';
}
