import type { Story } from '@clavis/cms-client';
import type { RouteName } from '@clavis/i18n-routing';
import { pageRegistry } from '../pages/pageRegistry';
import type { PageInput } from '../pages/types';
import { createBlockContext } from '../testing/createBlockContext';
import { fixtureStory } from '../testing/fixtures';
import { templateComponents, templateFor } from './templateFor';

export interface TemplatePreviewProps {
  route: RouteName;
  story: Story;
  /** The stories of the page's listing, as `pageListingRequest` would load them. */
  listing?: readonly Story[];
}

/** A fixture page rendered by the template `templateFor` picks, as the site would (stories of `Templates/*`). */
export function TemplatePreview({ route, story, listing }: TemplatePreviewProps) {
  const page: PageInput = {
    route,
    params: {},
    story,
    siteConfig: fixtureStory('config'),
    listing: listing ? { stories: listing, total: listing.length } : null,
  };
  const Template = templateComponents[templateFor(route, story)];
  return <Template page={page} context={createBlockContext()} registry={pageRegistry()} />;
}
