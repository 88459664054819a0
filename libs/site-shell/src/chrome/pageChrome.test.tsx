import { render, screen } from '@testing-library/react';
import { serverIntl } from '../i18n/serverIntl';
import { pageChrome } from './pageChrome';

jest.mock('server-only', () => ({}));

describe('pageChrome', () => {
  it('links the locale switch to the page in each locale, and to the home where it has none', async () => {
    const intl = await serverIntl('de');
    const chrome = pageChrome({
      market: 'germany',
      locale: 'de',
      intl,
      page: 'search-page',
      localePaths: { de: '/suche' },
    });
    render(<>{chrome.localeSwitch('Sprache')}</>);
    expect(screen.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/suche');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en');
  });
});
