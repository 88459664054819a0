/**
 * What was typed into the header's search entry while the search page loaded: the header keeps it
 * in sessionStorage under this key, the search page takes it over, so no keystroke is lost.
 */
export const HEADER_SEARCH_DRAFT_KEY = 'clavis:search-draft';

/** Takes the header's draft once: the longer of it and the URL's query, when one begins the other. */
export function takeHeaderDraft(urlQuery: string): string | null {
  let draft: string | null = null;
  try {
    draft = sessionStorage.getItem(HEADER_SEARCH_DRAFT_KEY);
    sessionStorage.removeItem(HEADER_SEARCH_DRAFT_KEY);
  } catch {
    return null;
  }
  if (!draft || draft === urlQuery || !draft.startsWith(urlQuery)) return null;
  return draft;
}
