import { noRoutePaths, notFoundPath } from './notFoundPath';

describe('notFoundPath', () => {
  it("says 'Page not found' on the prebuilt no-route page, and leaves the path to the address bar", () => {
    expect(notFoundPath(['__no-route'])).toEqual({ pathname: '', messageId: 'errors.page_not_found' });
  });

  it("says 'Page Not Found' for a route whose validation failed", () => {
    expect(notFoundPath(['produkte', 'gibt-es-nicht'])).toEqual({ pathname: '/produkte/gibt-es-nicht', messageId: 'errors.validation_failed' });
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
