import type { Story } from '@clavis/cms-client';
import { layoutFor } from './layoutFor';

const story = (component: string) => ({ content: { component } }) as unknown as Story;

describe('layoutFor', () => {
  it('gives public pages the layout with pre-footer', () => {
    expect(layoutFor('about-us', story('page'))).toBe('with-prefooter');
    expect(layoutFor('products-slug', story('product'))).toBe('with-prefooter');
    expect(layoutFor('home', story('home'))).toBe('with-prefooter');
  });

  it('runs the landing-page check at /:slug: landing pages get simple-landing, generic pages default', () => {
    expect(layoutFor('page', story('landing_page'))).toBe('simple-landing');
    expect(layoutFor('page', story('page'))).toBe('default');
  });

  it('gives custom landings their own layout', () => {
    expect(layoutFor('custom-landing', story('custom_landing'))).toBe('custom-landing-pages');
  });

  it('uses plain extranet for extranet home, bulletins and search, else extranet with pre-footer', () => {
    expect(layoutFor('extranet', story('page'))).toBe('extranet');
    expect(layoutFor('extranet-bulletins', story('page'))).toBe('extranet');
    expect(layoutFor('extranet-search', story('page'))).toBe('extranet');
    expect(layoutFor('extranet-products', story('page'))).toBe('extranet-with-prefooter');
    expect(layoutFor('extranet-catalogues-folder-slug', story('catalogue'))).toBe('extranet-with-prefooter');
  });
});
