import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { Story } from '@clavis/cms-client';
import type { RouteName } from '@clavis/i18n-routing';
import { PageLayout } from '../layouts/PageLayout';
import { layoutFor } from '../pages/layoutFor';
import { pageRegistry } from '../pages/pageRegistry';
import { createBlockContext } from '../testing/createBlockContext';
import { fixtureListings, fixturePages, fixtureStory } from '../testing/fixtures';
import { DownloadsSkeleton } from './skeletons/DownloadsSkeleton';
import { GenericSkeleton } from './skeletons/GenericSkeleton';
import { templateComponents, templateFor } from './templateFor';

// Forms render at once here (in the browser their code loads on demand; LazyCustomFormClient.test).
jest.mock('@clavis/forms', () => ({
  ...jest.requireActual('@clavis/forms'),
  LazyCustomFormClient: jest.requireActual('@clavis/forms/testing').CustomFormClient,
}));

// axe over a whole page in jsdom takes seconds on a busy machine (its first run longest); a run cut
// short by Jest's 5 s default keeps going and fails every later test with 'Axe is already running'.
jest.setTimeout(30_000);

// jsdom lays nothing out: contrast is checked in Storybook's browser run, not here.
const options: axe.RunOptions = { rules: { 'color-contrast': { enabled: false } } };

async function violations(element: Element): Promise<string[]> {
  const results = await axe.run(element, options);
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

function renderPage(route: RouteName, story: Story, listing?: readonly Story[]) {
  const context = createBlockContext();
  const registry = pageRegistry();
  const Template = templateComponents[templateFor(route, story)];
  const page = { route, params: {}, story, siteConfig: fixtureStory('config'), listing: listing ? { stories: listing, total: listing.length } : null };
  return render(
    <PageLayout name={layoutFor(route, story)} siteConfig={page.siteConfig} context={context} registry={registry}>
      <Template page={page} context={context} registry={registry} />
    </PageLayout>,
  );
}

const pages: [string, () => ReturnType<typeof renderPage>][] = [
  ['category listing', () => renderPage('category-slug', fixturePages.categoryAutoschluessel, fixtureListings.autoschluessel)],
  ['product general listing', () => renderPage('products', fixturePages.productsPage, fixtureListings.products)],
  ['product detail', () => renderPage('products-slug', fixturePages.futura)],
  ['extranet category listing', () => renderPage('extranet-products-category', fixturePages.extranetKeys)],
  ['product resource', () => renderPage('resources-slug', fixturePages.resourceCertifications)],
  ['news listing, empty', () => renderPage('events-and-news-news-about-us', fixturePages.newsPage, [])],
  ['events listing', () => renderPage('events-and-news-events', fixturePages.eventsPage, fixtureListings.events)],
  ['news detail', () => renderPage('events-and-news-news-about-us-slug', fixturePages.newsAcademyKoln)],
  ['landing page', () => renderPage('page', fixturePages.landingPage)],
  ['thank-you', () => renderPage('custom-landing', fixtureStory('thankYou'))],
];

describe('templates in their layouts have no axe violations', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it.each(pages)('%s', async (_name, renderIt) => {
    const { container } = renderIt();
    expect(await violations(container)).toEqual([]);
  });

  it.each([
    ['generic skeleton', GenericSkeleton],
    ['downloads skeleton', DownloadsSkeleton],
  ] as const)('%s', async (_name, Skeleton) => {
    const { container } = render(<Skeleton label="Wird geladen…" />);
    expect(await violations(container)).toEqual([]);
  });
});
