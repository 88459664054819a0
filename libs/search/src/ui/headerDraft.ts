/**
 * Takes, once, what was typed into a search entry elsewhere (the site header) while the search
 * page loaded, kept in sessionStorage under `key`: the longer of it and the URL's query, when
 * one begins the other.
 */
export function takeDraft(key: string, urlQuery: string): string | null {
  let draft: string | null = null;
  try {
    draft = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
  } catch {
    return null;
  }
  if (!draft || draft === urlQuery || !draft.startsWith(urlQuery)) return null;
  return draft;
}
