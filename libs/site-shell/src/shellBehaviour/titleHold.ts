/** Marks the stand-in title (see holdTitleThroughSwaps). */
const STAND_IN_ATTRIBUTE = 'data-stand-in';

/**
 * Keeps the tab's title steady through a navigation's head swap. React sometimes commits the old
 * page's `<title>` removal before the new page's `<title>` (two commits, 1 to 100 ms apart while
 * the next page's styles load), and meanwhile the document has no title: the tab, screen readers
 * and history see an empty one. While no title is in the head, a stand-in with the last title holds its place
 * for up to `holdMs`, and leaves as soon as the page's own title arrives.
 */
export function holdTitleThroughSwaps(head: HTMLHeadElement, holdMs: number): () => void {
  let lastTitle = head.ownerDocument.title;
  let standIn: HTMLTitleElement | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const release = () => {
    clearTimeout(timer);
    standIn?.remove();
    standIn = null;
  };
  const observer = new MutationObserver(() => {
    const ownTitles = Array.from(head.querySelectorAll('title')).filter((title) => title !== standIn);
    if (ownTitles.length > 0) {
      release();
      lastTitle = head.ownerDocument.title;
      return;
    }
    if (standIn || !lastTitle) return;
    standIn = head.ownerDocument.createElement('title');
    standIn.setAttribute(STAND_IN_ATTRIBUTE, '');
    standIn.textContent = lastTitle;
    head.prepend(standIn);
    timer = setTimeout(() => {
      // No new title came: the page has none, and the stand-in must not come back.
      lastTitle = '';
      release();
    }, holdMs);
  });
  observer.observe(head, { childList: true, subtree: true, characterData: true });
  return () => {
    observer.disconnect();
    release();
  };
}

/** True while a stand-in holds the previous page's title (the new page's title has not arrived). */
export function isTitleHeld(head: HTMLHeadElement): boolean {
  return head.querySelector(`title[${STAND_IN_ATTRIBUTE}]`) !== null;
}
