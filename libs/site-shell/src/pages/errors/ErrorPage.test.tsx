import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { story } from '../../testing/stories';
import { NotFoundAnswer, NotFoundPage, RefusedAnswer } from './ErrorPage';

const rootParams = { locale: 'de' as string | undefined };
const routeParams = { path: ['gibt', 'es', 'nicht'] };
jest.mock('next/root-params', () => ({ locale: async () => rootParams.locale }), { virtual: true });
jest.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'de', path: routeParams.path }),
  usePathname: () => `/${routeParams.path.join('/')}`,
  useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }),
}));

const siteConfig = story('de/germany/config', {
  component: 'site_config',
  site_name: 'Clavis Germany',
  navigation: [{ label: 'Produkte', link: { linktype: 'story', cached_url: 'de/germany/produkte/' } }],
  footer: { columns: [{ title: 'Clavis', links: [{ label: 'Über uns', link: { linktype: 'story', cached_url: 'de/germany/uber-uns' } }] }], legal: '© Clavis' },
});
const cms = { story: jest.fn<Promise<unknown>, [string]>() };
jest.mock('../../server/site', () => ({ siteMarket: () => 'germany', storySource: () => cms }));

// No IntlProvider: the server formats every text the screens show.
async function renderScreen(page: () => Promise<ReactNode>) {
  render(<>{await page()}</>);
}

describe('the error pages', () => {
  // The browser side reads the market the build fixed (createNextConfig).
  const builtMarket = process.env['NEXT_PUBLIC_CLAVIS_MARKET'];
  beforeAll(() => {
    process.env['NEXT_PUBLIC_CLAVIS_MARKET'] = 'germany';
  });
  afterAll(() => {
    process.env['NEXT_PUBLIC_CLAVIS_MARKET'] = builtMarket;
  });
  beforeEach(() => {
    rootParams.locale = 'de';
    routeParams.path = ['gibt', 'es', 'nicht'];
    window.history.replaceState(null, '', '/gibt/es/nicht');
    cms.story.mockReset();
    cms.story.mockImplementation(async (slug) => (slug === 'de/germany/config' ? siteConfig : null));
  });

  // The desktop navigation is hidden by a media query jsdom does not apply, hence `hidden: true`.
  it("frame the 404 in the locale's header, navigation and footer, with one main landmark", async () => {
    await renderScreen(NotFoundPage);
    expect(within(screen.getByRole('banner')).getAllByRole('link', { name: 'Produkte', hidden: true })[0]).toHaveAttribute('href', '/produkte');
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Über uns' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
    expect(within(main).getByText('Seite nicht gefunden: /gibt/es/nicht')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  // Issue #38: the 404's header lacked what every other page's has, so a visitor could not go on.
  it("give the 404 and 403 the header every page has: the language switch to each locale's home, the search and the partner login", async () => {
    for (const page of [NotFoundPage, () => RefusedAnswer({ locale: 'de', status: 403 }), () => NotFoundAnswer({ locale: 'de', path: ['gibt', 'es', 'nicht'] })]) {
      const { unmount } = render(<>{await page()}</>);
      const header = within(screen.getByRole('banner'));
      const [language] = header.getAllByRole('navigation', { name: 'Sprache', hidden: true });
      if (!language) throw new Error('no language switch in the header');
      expect(within(language).getByRole('link', { name: 'English', hidden: true })).toHaveAttribute('href', '/en');
      expect(within(language).getByRole('link', { name: 'Deutsch', hidden: true })).toHaveAttribute('aria-current', 'page');
      expect(header.getAllByRole('searchbox', { hidden: true }).length).toBeGreaterThan(0);
      expect(header.getAllByRole('link', { name: 'Partner-Login', hidden: true })[0]).toHaveAttribute('href', '/extranet');
      unmount();
    }
  });

  it("name the visitor's path on the prebuilt no-route page once it runs in the browser, and leave it out before", async () => {
    routeParams.path = ['__no-route'];
    window.history.replaceState(null, '', '/nirgendwo/hier');
    const { renderToString } = await import('react-dom/server');
    const noRoutePage = () => NotFoundAnswer({ locale: 'de', path: ['__no-route'] });
    const html = renderToString(<>{await noRoutePage()}</>);
    expect(html).toContain('Seite nicht gefunden');
    expect(html).not.toContain('/nirgendwo/hier');

    await renderScreen(noRoutePage);
    expect(within(screen.getByRole('main')).getByText('Seite nicht gefunden: /nirgendwo/hier')).toBeInTheDocument();
  });

  it("answer a URL without a page from the catch-all in the locale's layout, naming the path the page was asked for", async () => {
    // A listing's view in front of the path: the route params are not the visitor's path.
    routeParams.path = ['_view', 'cGFnZT05OQ', 'produkte', 'gibt-es-nicht'];
    window.history.replaceState(null, '', '/produkte/gibt-es-nicht?page=99');
    const { renderToString } = await import('react-dom/server');
    // The server's HTML: what a visitor without script reads.
    expect(renderToString(<>{await NotFoundAnswer({ locale: 'de', path: ['produkte', 'gibt-es-nicht'] })}</>)).toContain('Seite nicht gefunden: /produkte/gibt-es-nicht');
    await renderScreen(() => NotFoundAnswer({ locale: 'de', path: ['produkte', 'gibt-es-nicht'] }));
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
    expect(within(main).getByText('Seite nicht gefunden: /produkte/gibt-es-nicht')).toBeInTheDocument();
  });

  // Issue #38: forbidden() and unauthorized() left Next.js's bare error document in the server HTML.
  it('answer content the CMS refuses from the catch-all as the page itself: 403 in the layout, 401 on the empty layout', async () => {
    const { renderToString } = await import('react-dom/server');
    const forbidden = renderToString(<>{await RefusedAnswer({ locale: 'de', status: 403 })}</>);
    expect(forbidden).toContain('Sie haben keinen Zugriff auf diese Seite');
    expect(forbidden).toContain('<header');
    expect(forbidden).toContain('<footer');
    const unauthorized = renderToString(<>{await RefusedAnswer({ locale: 'de', status: 401 })}</>);
    expect(unauthorized).toContain('Zugriff verweigert');
    expect(unauthorized).not.toContain('<header');
    expect(unauthorized).not.toContain('<a ');

    await renderScreen(() => RefusedAnswer({ locale: 'de', status: 403 }));
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1, name: 'Kein Zugriff' })).toBeInTheDocument();
  });

  it('give the 401 the empty layout: its text alone, no chrome, no way back', async () => {
    await renderScreen(() => RefusedAnswer({ locale: 'de', status: 401 }));
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1, name: 'Zugriff verweigert' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(cms.story).not.toHaveBeenCalled();
  });

  it('stand alone when the CMS cannot give the site configuration, rather than fail again', async () => {
    cms.story.mockRejectedValue(new Error('CMS down'));
    await renderScreen(NotFoundPage);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
  });

  it('stand alone for a locale the market does not serve', async () => {
    rootParams.locale = 'xx';
    await renderScreen(NotFoundPage);
    expect(cms.story).not.toHaveBeenCalled();
    expect(screen.getByRole('main')).toHaveAttribute('data-status', '404');
  });
});
