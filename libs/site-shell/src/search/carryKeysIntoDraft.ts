/** A field that takes typing itself (the header's own key handling leaves it alone too). */
export const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** Longest wait for the search page's box; a keystroke after that is not part of the draft. */
const CARRY_FOR_MS = 5000;

/**
 * Between the header entry leaving (the search page replaces the header) and the search page's box
 * taking the focus, keystrokes land on no field: they are added to the draft in sessionStorage
 * (Backspace takes one off), which the box reads on arrival. Stops when any field gets the focus,
 * or after a few seconds.
 */
export function carryKeysIntoDraft(draftKey: string, storage: Storage = window.sessionStorage): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (isEditable(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
    const typed = event.key.length === 1 ? event.key : event.key === 'Backspace' ? '' : null;
    if (typed === null) return;
    event.preventDefault();
    try {
      const draft = storage.getItem(draftKey) ?? '';
      storage.setItem(draftKey, typed ? draft + typed : draft.slice(0, -1));
    } catch {
      // No storage: the search page starts from the URL's query.
    }
  };
  const stop = () => {
    clearTimeout(timer);
    document.removeEventListener('keydown', onKey, true);
    document.removeEventListener('focusin', onFocus, true);
  };
  const onFocus = (event: FocusEvent) => {
    if (isEditable(event.target)) stop();
  };
  const timer = setTimeout(stop, CARRY_FOR_MS);
  document.addEventListener('keydown', onKey, true);
  document.addEventListener('focusin', onFocus, true);
  return stop;
}
