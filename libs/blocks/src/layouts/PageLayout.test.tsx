import { render, screen, within } from '@testing-library/react';
import { z } from 'zod';
import { defineBlock } from '../core/defineBlock';
import { pageRegistry } from '../pages/pageRegistry';
import type { LayoutName } from '../pages/types';
import { createBlockContext } from '../testing/createBlockContext';
import { fixtureStory } from '../testing/fixtures';
import { PageLayout } from './PageLayout';

function renderLayout(name: LayoutName, currentPath?: string) {
  return render(
    <PageLayout name={name} siteConfig={fixtureStory('config')} context={createBlockContext()} registry={pageRegistry()} currentPath={currentPath}>
      <h1>Inhalt</h1>
    </PageLayout>,
  );
}

// The header's desktop navigation (the mobile menu holds the same links behind its button).
const prefooter = () => document.querySelector('[data-part="prefooter"]');
const mainNavigation = () => document.querySelector<HTMLElement>('header nav[aria-label="Clavis Germany"]');

describe('PageLayout', () => {
  it('with-prefooter: header navigation from the site config, the pre-footer, the footer columns', () => {
    const { container } = renderLayout('with-prefooter', '/produkte/futura');
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Inhalt' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Hauptinhalt springen' })).toHaveAttribute('href', '#main');
    const navigation = mainNavigation();
    if (!navigation) throw new Error('no header navigation');
    expect(within(navigation).getByRole('link', { name: 'Produkte', hidden: true })).toHaveAttribute('aria-current', 'page');
    expect(prefooter()).not.toBeNull();
    expect(within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Über uns' })).toBeInTheDocument();
    expect(container.querySelector('[data-layout="with-prefooter"]')).not.toBeNull();
  });

  it('holds the first paint until <main> is parsed, so a header arriving in pieces never paints half', () => {
    renderLayout('default');
    const expectMain = document.head.querySelector('link[rel="expect"]');
    expect(expectMain).toHaveAttribute('href', '#main');
    expect(expectMain).toHaveAttribute('blocking', 'render');
    expect(document.getElementById('main')?.tagName).toBe('MAIN');
  });

  it("footer: the route table's sections first, then the site config's links they do not hold", () => {
    renderLayout('default');
    const footer = screen.getByRole('contentinfo');
    const names = within(footer).getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'));
    expect(names.slice(0, 3)).toEqual(['Produkte', 'Über uns', 'Service']);
    expect(within(footer).getByRole('link', { name: 'Neue Lösungen' })).toHaveAttribute('href', '/neue-losungen');
    expect(within(footer).getByRole('link', { name: 'Pressemitteilungen' })).toHaveAttribute('href', '/veranstaltungen-und-nachrichten/pressemitteilungen');
    // Each path once in the footer: the config's own link to a section is not repeated.
    const hrefs = within(footer).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  it('default: the same chrome without the pre-footer', () => {
    renderLayout('default');
    expect(mainNavigation()).not.toBeNull();
    expect(prefooter()).toBeNull();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each(['simple-landing', 'custom-landing-pages'] as const)('%s: the logo home link and no navigation', (name) => {
    renderLayout(name);
    expect(mainNavigation()).toBeNull();
    expect(screen.getByRole('link', { name: /Startseite/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('custom-landing-pages: only the legal line in the footer', () => {
    renderLayout('custom-landing-pages');
    expect(within(screen.getByRole('contentinfo')).queryByRole('navigation')).toBeNull();
  });

  it('empty: the page alone', () => {
    renderLayout('empty');
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it.each([
    ['extranet', false],
    ['extranet-with-prefooter', true],
  ] as const)('%s: extranet label in the header, pre-footer %s', (name, withPrefooter) => {
    renderLayout(name);
    expect(mainNavigation()).not.toBeNull();
    expect(within(screen.getByRole('banner')).getAllByText('Extranet')[0]).toBeInTheDocument();
    expect(prefooter() !== null).toBe(withPrefooter);
  });

  it('names every landmark apart: the language choice and the navigation in the bar and in the phone menu', () => {
    const { container } = render(
      <PageLayout
        name="with-prefooter"
        siteConfig={fixtureStory('config')}
        context={createBlockContext()}
        registry={pageRegistry()}
        localeSwitch={(label) => (
          <nav aria-label={label}>
            <a href="/en">English</a>
          </nav>
        )}
      >
        <h1>Inhalt</h1>
      </PageLayout>,
    );
    const names = [...container.querySelectorAll('nav')].map((nav) => nav.getAttribute('aria-label'));
    expect(names).toEqual(expect.arrayContaining(['Sprache', 'Sprache (Menü)', 'Clavis Germany', 'Clavis Germany (Menü)']));
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives a logo-only header one language choice', () => {
    const { container } = render(
      <PageLayout name="simple-landing" siteConfig={fixtureStory('config')} context={createBlockContext()} registry={pageRegistry()} localeSwitch={(label) => <nav aria-label={label}>de</nav>}>
        <h1>Inhalt</h1>
      </PageLayout>,
    );
    const names = [...container.querySelectorAll('nav')].map((nav) => nav.getAttribute('aria-label'));
    expect(names.filter((name) => name?.startsWith('Sprache'))).toEqual(['Sprache']);
  });

  it('lets a page draw its header from what SiteHeader would get (the extranet its own navigation)', () => {
    render(
      <PageLayout
        name="extranet"
        siteConfig={fixtureStory('config')}
        context={createBlockContext()}
        registry={pageRegistry()}
        header={({ navigation, homeHref, labels }) => (
          <header>
            <nav aria-label="Partnerbereiche">
              <a href="/extranet/kataloge">Kataloge</a>
            </nav>
            <p>{`${navigation.length} ${homeHref} ${labels?.home}`}</p>
          </header>
        )}
      >
        <h1>Inhalt</h1>
      </PageLayout>,
    );
    expect(mainNavigation()).toBeNull();
    expect(within(screen.getByRole('banner')).getByRole('navigation', { name: 'Partnerbereiche' })).toBeInTheDocument();
    expect(screen.getByText('6 / Startseite')).toBeInTheDocument();
  });

  it('still renders a page without a site config', () => {
    render(
      <PageLayout name="with-prefooter" siteConfig={null} context={createBlockContext()} registry={pageRegistry()}>
        <p>Ohne Konfiguration</p>
      </PageLayout>,
    );
    expect(screen.getByText('Ohne Konfiguration')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('renders the pre-footer with the registry it is given, so a site can replace a block', () => {
    const ownPreFooter = defineBlock({
      schema: z.object({ _uid: z.string(), component: z.literal('pre_footer') }),
      component: () => <p>Eigener Pre-Footer</p>,
    });
    render(
      <PageLayout name="with-prefooter" siteConfig={fixtureStory('config')} context={createBlockContext()} registry={{ ...pageRegistry(), pre_footer: ownPreFooter }}>
        <h1>Inhalt</h1>
      </PageLayout>,
    );
    expect(within(prefooter() as HTMLElement).getByText('Eigener Pre-Footer')).toBeInTheDocument();
  });
});
