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

/** Sets the document title (the shell is one prerendered page for every URL: only the browser knows which). */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
