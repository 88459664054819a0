import { pageSegments, readInternalPath } from './internalPath';

describe('pageSegments and readInternalPath', () => {
  it.each([
    ['page', '/smart-pro-woche', ['__page', 'smart-pro-woche']],
    ['page', '/en/smart-pro-week', ['__page', 'en', 'smart-pro-week']],
    ['custom-landing', '/landing-smart-pro-mini', ['__custom-landing', 'landing-smart-pro-mini']],
  ] as const)(
    'puts the route only the proxy serves in front: %s %s',
    (route, pathname, segments) => {
      expect(pageSegments({ route, pathname })).toEqual(segments);
      expect(readInternalPath([...segments])).toEqual({ decided: true, route, pathname });
    },
  );

  it.each([
    ['home', '/', []],
    ['home', '/en', ['en']],
    ['products-slug', '/produkte/futura', ['produkte', 'futura']],
  ] as const)(
    "gives a direct route's path as Next.js's rewrite does: %s %s",
    (route, pathname, segments) => {
      expect(pageSegments({ route, pathname })).toEqual(segments);
      expect(readInternalPath([...segments])).toEqual({ decided: false, pathname });
    },
  );

  it('reads the no-route page as decided, without a route', () => {
    expect(readInternalPath(['__no-route'])).toEqual({ decided: true, route: null, pathname: '' });
    expect(readInternalPath(undefined)).toEqual({ decided: false, pathname: '/' });
  });
});
