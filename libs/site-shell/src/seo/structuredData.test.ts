import { story } from '../testing/stories';
import { assetUrl, breadcrumbNode, isoDate, jsonLdGraph, organizationNode, pageNode, serializeJsonLd } from './structuredData';

const ORIGIN = 'https://www.clavis.de';
const image = (filename: string) => ({ id: 1, filename, alt: 'x' });

describe('structured data (JSON-LD)', () => {
  it('reads Storyblok dates as UTC and asset paths on the site origin', () => {
    expect(isoDate('2026-05-10 09:00')).toBe('2026-05-10T09:00:00.000Z');
    expect(isoDate('2026-05-10T09:00:00+02:00')).toBe('2026-05-10T07:00:00.000Z');
    expect(isoDate('someday')).toBeUndefined();
    expect(assetUrl(image('/f/287000/800x600/abc/futura.jpg'), ORIGIN)).toBe('https://www.clavis.de/f/287000/800x600/abc/futura.jpg');
    expect(assetUrl(image('https://a.storyblok.com/f/1/x.jpg'), ORIGIN)).toBe('https://a.storyblok.com/f/1/x.jpg');
    expect(assetUrl(undefined, ORIGIN)).toBeUndefined();
  });

  it('describes a product', () => {
    const product = story('de/global/produkte/futura', {
      component: 'product',
      name: 'Futura',
      code: 'FU-100',
      description: 'Schlüsselfräsmaschine.',
      segment: 'automotive',
      images: [image('/f/1/futura.jpg')],
    });
    expect(pageNode({ story: product, url: `${ORIGIN}/produkte/futura`, origin: ORIGIN, language: 'de-DE' })).toEqual({
      '@type': 'Product',
      name: 'Futura',
      sku: 'FU-100',
      description: 'Schlüsselfräsmaschine.',
      image: ['https://www.clavis.de/f/1/futura.jpg'],
      category: 'automotive',
      brand: { '@type': 'Brand', name: 'Clavis' },
      url: 'https://www.clavis.de/produkte/futura',
    });
  });

  it('describes news and press releases as NewsArticle, events as Event, other pages not at all', () => {
    const news = story('de/global/n/messe', { component: 'news', title: 'Messe', date: '2025-12-10 09:00', excerpt: 'Neu.', image: image('/f/1/n.jpg') });
    expect(pageNode({ story: news, url: `${ORIGIN}/n/messe`, origin: ORIGIN, language: 'de-DE' })).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Messe',
      description: 'Neu.',
      datePublished: '2025-12-10T09:00:00.000Z',
      image: ['https://www.clavis.de/f/1/n.jpg'],
      inLanguage: 'de-DE',
      mainEntityOfPage: 'https://www.clavis.de/n/messe',
      publisher: { '@id': 'https://www.clavis.de/#organization' },
    });
    const press = story('de/global/p/x', { component: 'press_release', title: 'Press', date: '2026-01-01 08:00', excerpt: 'P.' });
    expect(pageNode({ story: press, url: 'u', origin: ORIGIN, language: 'de-DE' })).toMatchObject({ '@type': 'NewsArticle', headline: 'Press' });
    expect(pageNode({ story: press, url: 'u', origin: ORIGIN, language: 'de-DE' })).not.toHaveProperty('image');

    const event = story('de/global/e/sicur', {
      component: 'event',
      title: 'Sicur',
      start_date: '2026-05-10 09:00',
      end_date: '2026-05-13 18:00',
      location: 'Madrid (ES)',
      excerpt: 'Besuchen Sie uns.',
    });
    expect(pageNode({ story: event, url: `${ORIGIN}/e/sicur`, origin: ORIGIN, language: 'de-DE' })).toMatchObject({
      '@type': 'Event',
      name: 'Sicur',
      startDate: '2026-05-10T09:00:00.000Z',
      endDate: '2026-05-13T18:00:00.000Z',
      location: { '@type': 'Place', name: 'Madrid (ES)', address: 'Madrid (ES)' },
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    });
    expect(pageNode({ story: story('de/germany/uber-uns/'), url: 'u', origin: ORIGIN, language: 'de-DE' })).toBeNull();
  });

  it('puts the nodes in one graph, breadcrumbs numbered from 1', () => {
    const graph = jsonLdGraph([
      organizationNode({ name: 'Clavis Germany', origin: ORIGIN, homeUrl: `${ORIGIN}/` }),
      null,
      breadcrumbNode([
        { name: 'Start', url: `${ORIGIN}/` },
        { name: 'Produkte', url: `${ORIGIN}/produkte` },
      ]),
    ]);
    expect(graph).toEqual({
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'Organization', '@id': 'https://www.clavis.de/#organization', name: 'Clavis Germany', url: 'https://www.clavis.de/', brand: { '@type': 'Brand', name: 'Clavis' } },
        {
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: 'Start', item: 'https://www.clavis.de/' },
            { '@type': 'ListItem', position: 2, name: 'Produkte', item: 'https://www.clavis.de/produkte' },
          ],
        },
      ],
    });
  });

  it('serializes so that content cannot close the script element', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script> & <!--' });
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script> & <!--' });
  });
});
