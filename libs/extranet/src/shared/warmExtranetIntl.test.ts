import { EAGER_MESSAGES } from '@clavis/i18n-routing/messages';
import { startIntlOffThread } from '@clavis/design-system';
import { warmExtranetIntl } from './warmExtranetIntl';

jest.mock('@clavis/design-system', () => ({ ...jest.requireActual<object>('@clavis/design-system'), startIntlOffThread: jest.fn() }));

describe('warmExtranetIntl', () => {
  let answer: () => void = () => undefined;
  beforeEach(() => {
    jest.mocked(startIntlOffThread).mockImplementation(() => new Promise<void>((resolve) => (answer = resolve)));
  });
  afterEach(() => {
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  });

  it('starts Intl off the main thread first, then makes the formatter in idle time, with a deadline', async () => {
    const requestIdleCallback = jest.fn();
    Object.assign(window, { requestIdleCallback });
    warmExtranetIntl('de');
    expect(startIntlOffThread).toHaveBeenCalledWith('de');
    await Promise.resolve();
    expect(requestIdleCallback).not.toHaveBeenCalled();
    answer();
    await Promise.resolve();
    await Promise.resolve();
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1000 });
  });

  it('starts Intl for a locale whose messages load on demand, and leaves its formatter to the page', async () => {
    const requestIdleCallback = jest.fn();
    Object.assign(window, { requestIdleCallback });
    expect(EAGER_MESSAGES.it).toBeUndefined();
    warmExtranetIntl('it');
    expect(startIntlOffThread).toHaveBeenCalledWith('it');
    answer();
    await Promise.resolve();
    await Promise.resolve();
    expect(requestIdleCallback).not.toHaveBeenCalled();
  });
});
