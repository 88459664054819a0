import type { RouteName } from '@clavis/i18n-routing';
import { useEffect } from 'react';
import { areaOfRoute } from '../features/home/extranetAreas';
import type { ExtranetRenderContext } from '../shared/extranetContext';
import type { ExtranetPageState } from './useExtranetPage';

const ERROR_TITLES: Record<number, string> = { 401: 'errors.unauthorized.title', 403: 'errors.forbidden.title', 404: 'errors.not_found.title' };

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/**
 * The document title of an extranet page once its content is known: `Extranet | Clavis` for the
 * home, `{story} | Extranet | Clavis` for any other page (its area's name where it has no story,
 * as the search), the screen's title for an error. Null while it loads: the shell's title stays.
 */
export function extranetDocumentTitle(intl: ExtranetRenderContext['intl'], route: RouteName, state: ExtranetPageState): string | null {
  if (state.status === 'loading') return null;
  const titled = (name: string) => intl.formatMessage({ id: 'meta.extranetTitle' }, { extranetTitle: name });
  if (state.status === 'error') return titled(intl.formatMessage({ id: ERROR_TITLES[state.code] ?? 'errors.generic_error.title' }));
  if (state.payload.route === 'extranet') return intl.formatMessage({ id: 'meta.pageTitle' }, { pageTitle: intl.formatMessage({ id: 'nav.extranet' }) });
  const { story } = state.payload;
  const content = (story?.content ?? {}) as { title?: unknown; name?: unknown };
  const area = areaOfRoute(route);
  const name = story ? (text(content.title) ?? text(content.name) ?? story.name) : area ? intl.formatMessage({ id: area.labelId }) : null;
  return name ? titled(name) : null;
}

/** Sets the document title (the shell is one prerendered page for every URL: only the browser knows which). */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
