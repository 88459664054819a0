import { createStorySource } from '../cms/storySource';
import { fakeClient, story } from '../testing/stories';
import { ancestorPaths, breadcrumbTrail } from './breadcrumbs';

const content = [
  story('de/germany/', { component: 'home', title: 'Start' }),
  story('de/global/produkte/', { title: 'Produkte' }),
  story('de/global/produkte/futura', { component: 'product', name: 'Futura', title: undefined }),
  story('en/global/', { component: 'home', title: 'Home' }),
  story('en/global/events-and-news/news-about-us/fair', { component: 'news', title: 'Fair' }),
];
const source = () => createStorySource({ client: fakeClient(content) as never, relations: [], bulkIsComplete: true });

describe('breadcrumbs', () => {
  it('walks from the locale home down to the page', () => {
    expect(ancestorPaths('/', '/produkte/futura')).toEqual(['/', '/produkte', '/produkte/futura']);
    expect(ancestorPaths('/en', '/en/products/futura')).toEqual(['/en', '/en/products', '/en/products/futura']);
    expect(ancestorPaths('/', '/')).toEqual(['/']);
  });

  it('names each ancestor page by its story, the catalogue read from global', async () => {
    expect(await breadcrumbTrail({ market: 'germany', locale: 'de', pathname: '/produkte/futura', source: source() })).toEqual([
      { name: 'Start', path: '/' },
      { name: 'Produkte', path: '/produkte' },
      { name: 'Futura', path: '/produkte/futura' },
    ]);
  });

  it('leaves out ancestors with no page of their own', async () => {
    expect(
      await breadcrumbTrail({ market: 'global', locale: 'en', pathname: '/en/events-and-news/news-about-us/fair', source: source() }),
    ).toEqual([
      { name: 'Home', path: '/en' },
      { name: 'Fair', path: '/en/events-and-news/news-about-us/fair' },
    ]);
  });
});
