import { EAGER_MESSAGES } from '@clavis/i18n-routing/messages';
import { warmExtranetIntl } from './warmExtranetIntl';

describe('warmExtranetIntl', () => {
  afterEach(() => {
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  });

  it('makes the formatter in idle time, with a deadline', () => {
    const requestIdleCallback = jest.fn();
    Object.assign(window, { requestIdleCallback });
    warmExtranetIntl('de');
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1000 });
  });

  it('leaves a locale whose messages load on demand to the page', () => {
    const requestIdleCallback = jest.fn();
    Object.assign(window, { requestIdleCallback });
    expect(EAGER_MESSAGES.it).toBeUndefined();
    warmExtranetIntl('it');
    expect(requestIdleCallback).not.toHaveBeenCalled();
  });
});
