import { noRoutePaths, notFoundPath } from './notFoundPath';

describe('notFoundPath', () => {
  it("says 'Page not found' on the prebuilt no-route page, and leaves the path to the address bar", () => {
    expect(notFoundPath(['__no-route'])).toEqual({ pathname: '', messageId: 'errors.page_not_found' });
  });

  it("says 'Page Not Found' for a route whose validation failed", () => {
    expect(notFoundPath(['produkte', 'gibt-es-nicht'])).toEqual({ pathname: '/produkte/gibt-es-nicht', messageId: 'errors.validation_failed' });
    // The proxy's route in front of the path is not the visitor's.
    expect(notFoundPath(['__page', 'gibt-es-nicht'])).toEqual({ pathname: '/gibt-es-nicht', messageId: 'errors.validation_failed' });
    expect(notFoundPath(['__page', 'en', 'gone'])).toEqual({ pathname: '/en/gone', messageId: 'errors.validation_failed' });
  });
});

describe('noRoutePaths', () => {
  it('gives every locale its no-route page', () => {
    expect(noRoutePaths(['de', 'en'])).toEqual([
      { locale: 'de', path: ['__no-route'] },
      { locale: 'en', path: ['__no-route'] },
    ]);
  });
});
