'use client';
import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { carryKeysIntoDraft, isEditable } from './carryKeysIntoDraft';
import { loadSiteSearch } from './LazySiteSearch';


/**
 * The header entry's keyboard and typing (a few hundred bytes on every page): `/` focuses it (or
 * opens the search page where the box is hidden);
 * focus prefetches the search page and its code; the first keystroke opens it with the query, and what is typed
 * while it loads (into this entry, then into no field once the header is replaced) waits in
 * sessionStorage for the search page's box to take over.
 */
export function HeaderSearchKeys({ inputId, searchPath, draftKey }: { inputId: string; searchPath: string; draftKey: string }) {
  const router = useRouter();
  useEffect(() => {
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    if (!input) return;
    let opened = false;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.metaKey || event.ctrlKey || event.altKey || isEditable(event.target)) return;
      event.preventDefault();
      // Where the header shows the button alone (a phone, a tablet), `/` opens the search page.
      if (input.offsetParent === null) router.push(searchPath);
      else input.focus();
    };
    const onFocus = () => {
      router.prefetch(searchPath);
      // The search page's code too, so typing goes on there without waiting for it.
      void loadSiteSearch().catch(() => undefined);
    };
    const onInput = () => {
      try {
        sessionStorage.setItem(draftKey, input.value);
      } catch {
        // Private mode without storage: the search page starts from the URL's query.
      }
      if (opened || !input.value.trim()) return;
      opened = true;
      carryKeysIntoDraft(draftKey);
      router.push(`${searchPath}?q=${encodeURIComponent(input.value)}`);
    };
    document.addEventListener('keydown', onKey);
    input.addEventListener('focus', onFocus);
    input.addEventListener('input', onInput);
    return () => {
      document.removeEventListener('keydown', onKey);
      input.removeEventListener('focus', onFocus);
      input.removeEventListener('input', onInput);
    };
  }, [inputId, searchPath, draftKey, router]);
  return null;
}
