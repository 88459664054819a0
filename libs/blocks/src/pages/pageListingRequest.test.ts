import type { Story } from '@clavis/cms-client';
import category from '@clavis/content-server/stories/de/global/kategorien/autoschluessel.json';
import contacts from '@clavis/content-server/stories/de/germany/kontakte/_startpage.json';
import news from '@clavis/content-server/stories/de/germany/veranstaltungen-und-nachrichten/nachrichten-uber-uns/_startpage.json';
import aboutUs from '@clavis/content-server/stories/de/germany/uber-uns/_startpage.json';
import { pageListingRequest } from './pageListingRequest';
import { pageRelations } from './pageRelations';

const scope = { market: 'germany', locale: 'de' } as const;

describe('pageListingRequest', () => {
  it('lists every product of the shared catalogue for a category, by name, with categories resolved', () => {
    expect(pageListingRequest({ route: 'category-slug', params: { slug: 'autoschluessel' }, story: category as unknown as Story, scope })).toEqual({
      startsWith: 'de/global/produkte/',
      contentTypes: ['product'],
      sortBy: 'content.name:asc',
      limit: 100,
      resolveRelations: ['product.category'],
    });
  });

  it('lists the children of the page folder for sub-lists (news newest first, contacts by name)', () => {
    expect(pageListingRequest({ route: 'events-and-news-news-about-us', params: {}, story: news as unknown as Story, scope })).toMatchObject({
      startsWith: 'de/germany/veranstaltungen-und-nachrichten/nachrichten-uber-uns/',
      contentTypes: ['news'],
      sortBy: 'content.date:desc',
      limit: 100,
    });
    expect(pageListingRequest({ route: 'contacts', params: {}, story: contacts as unknown as Story, scope })).toMatchObject({
      startsWith: 'de/germany/kontakte/',
      contentTypes: ['contact'],
    });
  });

  it('asks for nothing where the template lists nothing', () => {
    expect(pageListingRequest({ route: 'about-us', params: {}, story: aboutUs as unknown as Story, scope })).toBeNull();
  });
});

describe('pageRelations', () => {
  it('resolves what the product templates show', () => {
    expect(pageRelations()).toEqual(expect.arrayContaining(['product.category', 'product.related']));
  });
});
