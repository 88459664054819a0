import { startIntlOffThread } from '@clavis/design-system';
import { SiteSearch } from '@clavis/search';
import { loadSiteSearch } from './LazySiteSearch';

jest.mock('@clavis/design-system', () => ({ ...jest.requireActual<object>('@clavis/design-system'), startIntlOffThread: jest.fn() }));
jest.mock('@clavis/search', () => ({ SiteSearch: function SiteSearch() { return null; } }));

describe('loadSiteSearch', () => {
  it('hands over the search UI once Intl has started off the main thread for the page’s language', async () => {
    let answer: () => void = () => undefined;
    jest.mocked(startIntlOffThread).mockImplementation(() => new Promise<void>((resolve) => (answer = resolve)));
    document.documentElement.lang = 'fr';
    let loaded: unknown;
    const loading = loadSiteSearch().then((component) => (loaded = component));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(startIntlOffThread).toHaveBeenCalledWith('fr');
    expect(loaded).toBeUndefined();
    answer();
    await loading;
    expect(loaded).toBe(SiteSearch);
  });
});
