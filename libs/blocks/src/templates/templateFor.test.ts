import type { Story } from '@clavis/cms-client';
import { fixturePages, fixtureStory } from '../testing/fixtures';
import { templateFor } from './templateFor';

const story = (component: string, slug = 'x') => ({ slug, content: { component } }) as unknown as Story;

describe('templateFor', () => {
  it('picks the product templates by route', () => {
    expect(templateFor('category-slug', fixturePages.categoryAutoschluessel)).toBe('category-listing');
    expect(templateFor('products', fixturePages.productsPage)).toBe('product-general-listing');
    expect(templateFor('products-automotive', fixturePages.automotivePage)).toBe('product-listing');
    expect(templateFor('products-slug', fixturePages.futura)).toBe('product-detail');
    expect(templateFor('resources-slug', fixturePages.resourceCertifications)).toBe('product-resource');
  });

  it('runs the landing-page check and tells the thank-you page from other custom landings', () => {
    expect(templateFor('page', fixturePages.landingPage)).toBe('landing-page');
    expect(templateFor('custom-landing', fixtureStory('thankYou'))).toBe('thank-you');
    expect(templateFor('custom-landing', fixtureStory('smartProMini'))).toBe('landing-page');
    expect(templateFor('page', story('page'))).toBe('generic-page');
  });

  it('lists the children of listing routes and opens their entries as detail pages', () => {
    expect(templateFor('events-and-news-news-about-us', fixturePages.newsPage)).toBe('story-listing');
    expect(templateFor('shops', fixturePages.shopsPage)).toBe('story-listing');
    expect(templateFor('events-and-news-news-about-us-slug', fixturePages.newsAcademyKoln)).toBe('story-detail');
    expect(templateFor('shops-slug', fixturePages.shopBerlin)).toBe('story-detail');
    expect(templateFor('work-with-us-slug', fixturePages.jobEmbedded)).toBe('story-detail');
  });

  it('gives the extranet its variants of the product templates', () => {
    expect(templateFor('extranet-products', story('page'))).toBe('extranet-general-listing');
    expect(templateFor('extranet-products-automotive', story('page'))).toBe('extranet-product-listing');
    expect(templateFor('extranet-products-category', fixturePages.extranetKeys)).toBe('extranet-category-listing');
    expect(templateFor('extranet-products-category', story('product'))).toBe('extranet-product-detail');
  });

  it('renders every other page from its body bloks', () => {
    expect(templateFor('home', fixtureStory('home'))).toBe('generic-page');
    expect(templateFor('about-us', fixtureStory('aboutUs'))).toBe('generic-page');
  });
});
