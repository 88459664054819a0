import { notFoundPath } from './notFoundPath';

describe('notFoundPath', () => {
  it("says 'Page not found' for a path the proxy found no route for", () => {
    expect(notFoundPath(['__no-route', 'nirgendwo', 'hier'])).toEqual({ pathname: '/nirgendwo/hier', messageId: 'errors.page_not_found' });
  });

  it("says 'Page Not Found' for a route whose validation failed", () => {
    expect(notFoundPath(['produkte', 'gibt-es-nicht'])).toEqual({ pathname: '/produkte/gibt-es-nicht', messageId: 'errors.validation_failed' });
  });
});
