import type { RouteName } from '@clavis/i18n-routing';
import { useEffect } from 'react';
import { areaOfRoute } from '../features/home/extranetAreas';
import type { ExtranetRenderContext } from '../shared/extranetContext';
import type { ExtranetPageState } from './useExtranetPage';

const ERROR_TITLES: Record<number, string> = { 401: 'errors.unauthorized.title', 403: 'errors.forbidden.title', 404: 'errors.not_found.title' };

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/**
 * The document title of an extranet page, from its area and its story: `Extranet | Clavis` for the
 * home, `{story} | {area} | Extranet | Clavis` for any other page (`{area} | Extranet | Clavis`
 * while it loads, for the area's own index and where it has no story, as the search), the screen's
 * title for an error.
 */
export function extranetDocumentTitle(intl: ExtranetRenderContext['intl'], route: RouteName, state: ExtranetPageState): string | null {
  const titled = (name: string) => intl.formatMessage({ id: 'meta.extranetTitle' }, { extranetTitle: name });
  const area = areaOfRoute(route);
  const areaName = area ? intl.formatMessage({ id: area.labelId }) : null;
  if (state.status === 'error') return titled(intl.formatMessage({ id: ERROR_TITLES[state.code] ?? 'errors.generic_error.title' }));
  if (route === 'extranet') return intl.formatMessage({ id: 'meta.pageTitle' }, { pageTitle: intl.formatMessage({ id: 'nav.extranet' }) });
  const story = state.status === 'ready' ? state.payload.story : null;
  const content = (story?.content ?? {}) as { title?: unknown; name?: unknown };
  const name = story ? (text(content.title) ?? text(content.name) ?? story.name) : null;
  if (name && areaName && name !== areaName) return titled(`${name} | ${areaName}`);
  const shown = name ?? areaName;
  return shown ? titled(shown) : null;
}

/** The title that holds the document's now: the one set last (a screen in place of the page, the page). */
let holder: symbol | null = null;

/**
 * Sets the document title and holds it while mounted. The shell is one prerendered page for every
 * URL, so only the browser knows the page's title; and the framework writes the shell's own title
 * into the title element again when its metadata commits, which on a slow device can come after
 * the page's (seen 100-200 ms after it at a quarter of the CPU). A change by anyone else is undone;
 * of two titles set in turn, the last one set holds, so they never take it back from each other.
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (!title) return undefined;
    const self = Symbol(title);
    holder = self;
    document.title = title;
    const observer = new MutationObserver(() => {
      if (holder === self && document.title !== title) document.title = title;
    });
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      if (holder === self) holder = null;
    };
  }, [title]);
}
