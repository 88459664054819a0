/** @jest-environment node */
import { CmsClientError, isCmsClientError } from './errors';

describe('isCmsClientError', () => {
  it('recognises its own errors and those of another copy of the module', () => {
    expect(isCmsClientError(new CmsClientError('refused', { status: 401 }))).toBe(true);
    // What a second bundled copy of this module throws: same name and shape, another class.
    class OtherCopyError extends Error {
      override readonly name = 'CmsClientError';
      readonly status = 403;
    }
    expect(isCmsClientError(new OtherCopyError('forbidden'))).toBe(true);
  });

  it('refuses other errors and look-alike plain objects', () => {
    expect(isCmsClientError(new Error('boom'))).toBe(false);
    expect(isCmsClientError({ name: 'CmsClientError', status: 401 })).toBe(false);
    expect(isCmsClientError(Object.assign(new Error('x'), { name: 'CmsClientError' }))).toBe(false);
  });
});
