import { story } from '../testing/stories';
import { ogLocale, pageMetadata, type PageMetadataInput } from './pageMetadata';

const ORIGIN = 'https://www.clavis.com';
const product = story('de/global/produkte/futura', {
  component: 'product',
  name: 'Futura',
  images: [{ id: 1, filename: '/f/1/futura.jpg' }],
});

const input = (overrides: Partial<PageMetadataInput> = {}): PageMetadataInput => ({
  market: 'global',
  locale: 'de',
  path: '/de/produkte/futura',
  route: 'products-slug',
  localePaths: { de: '/de/produkte/futura', en: '/en/products/futura', it: '/it/prodotti/futura' },
  story: product,
  title: 'Futura | Clavis',
  description: 'Schlüsselfräsmaschine.',
  origin: ORIGIN,
  siteName: 'Clavis',
  draft: false,
  ...overrides,
});

describe('pageMetadata', () => {
  it('has the canonical URL and every locale version for hreflang', () => {
    const metadata = pageMetadata(input());
    expect(metadata.alternates).toEqual({
      canonical: 'https://www.clavis.com/de/produkte/futura',
      languages: {
        'en-GB': 'https://www.clavis.com/en/products/futura',
        'de-DE': 'https://www.clavis.com/de/produkte/futura',
        'it-IT': 'https://www.clavis.com/it/prodotti/futura',
        'x-default': 'https://www.clavis.com/en/products/futura',
      },
    });
    expect(String(metadata.metadataBase)).toBe('https://www.clavis.com/');
  });

  it('gives Open Graph its locale, the alternate locales that have the page, and the picture', () => {
    const metadata = pageMetadata(input());
    expect(metadata.openGraph).toEqual({
      type: 'website',
      url: 'https://www.clavis.com/de/produkte/futura',
      title: 'Futura | Clavis',
      description: 'Schlüsselfräsmaschine.',
      siteName: 'Clavis',
      locale: 'de_DE',
      alternateLocale: ['en_GB', 'it_IT'],
      images: [{ url: 'https://www.clavis.com/f/1/futura.jpg' }],
    });
    expect(metadata.twitter).toEqual({
      card: 'summary_large_image',
      title: 'Futura | Clavis',
      description: 'Schlüsselfräsmaschine.',
      images: ['https://www.clavis.com/f/1/futura.jpg'],
    });
    expect(ogLocale('global', 'pt')).toBe('pt_PT');
  });

  it('marks news as articles, and a page without picture gets a summary card', () => {
    const news = story('de/global/x', { component: 'news', title: 'News', image: { id: 2, filename: '/f/2/n.jpg' } });
    expect(pageMetadata(input({ story: news })).openGraph).toMatchObject({ type: 'article' });
    const plain = pageMetadata(input({ story: story('de/global/uber-uns/'), localePaths: { de: '/de/uber-uns' }, description: undefined }));
    expect(plain.twitter).toEqual({ card: 'summary', title: 'Futura | Clavis' });
    expect(plain.openGraph).not.toHaveProperty('alternateLocale');
    expect(plain).not.toHaveProperty('description');
  });

  it('keeps draft previews out of the index', () => {
    expect(pageMetadata(input()).robots).toEqual({ index: true, follow: true });
    expect(pageMetadata(input({ draft: true })).robots).toEqual({ index: false, follow: false });
  });

  it('keeps thank-you pages out of search results, and indexes the campaign landing', () => {
    const landing = (slug: string) => input({ route: 'custom-landing', path: `/de/${slug}`, localePaths: { de: `/de/${slug}` }, story: story(`de/global/${slug}`, { component: 'custom_landing' }) });
    expect(pageMetadata(landing('thank-you')).robots).toEqual({ index: false, follow: true });
    expect(pageMetadata(landing('landing-smart-pro-mini')).robots).toEqual({ index: true, follow: true });
  });
});
