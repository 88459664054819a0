'use server';
import type { ReactNode } from 'react';
import { isDraftRequest } from '../../preview/draftState';
import type { SiteRouteParams } from '../../paths/routeParams';
import { livePage } from './SitePage';

const isRoute = (value: unknown): value is SiteRouteParams => {
  const route = value as SiteRouteParams | null;
  return (
    typeof route === 'object' &&
    route !== null &&
    typeof route.locale === 'string' &&
    (route.path === undefined || (Array.isArray(route.path) && route.path.every((segment) => typeof segment === 'string')))
  );
};

/**
 * The draft page of `route` rendered with the visual editor's story instead of the CMS's draft
 * (its relations resolved as every render's are): the live preview while an editor types. Only in
 * a draft session; null otherwise, or when the story is not the page's, and the page stays as it is.
 */
export async function renderLiveStory(route: SiteRouteParams, story: unknown): Promise<ReactNode | null> {
  if (!isRoute(route) || !(await isDraftRequest())) return null;
  return livePage({ locale: route.locale, path: route.path }, story);
}
