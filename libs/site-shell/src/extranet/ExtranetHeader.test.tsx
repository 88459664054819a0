import { render, screen, within } from '@testing-library/react';
import { SessionPreview } from '@clavis/auth/testing';
import { EAGER_MESSAGES } from '@clavis/i18n-routing/messages';
import { createIntl } from '@formatjs/intl';
import { ExtranetHeader } from './ExtranetHeader';
import { extranetNavAreas, extranetNavigation } from './extranetNavigation';

const route = { pathname: '/extranet/kataloge/price-lists' };
jest.mock('next/navigation', () => ({ usePathname: () => route.pathname }));

const intl = createIntl({ locale: 'de', messages: EAGER_MESSAGES.de as Record<string, string> });
const areas = extranetNavAreas({ market: 'germany', locale: 'de', intl });
const partner = { sub: 'p', name: 'Paula Partner', email: 'partner@clavis.example', groups: ['partner'] };
const buItalia = { sub: 'b', name: 'Bruno Italia', email: 'bu-italia@clavis.example', groups: ['partner', 'bu-italy'] };

function renderHeader(session: Parameters<typeof SessionPreview>[0]['session']) {
  return render(
    <SessionPreview session={session}>
      <ExtranetHeader
        market="germany"
        areas={areas}
        publicSite={{ href: '/', label: 'Zur Website' }}
        logo={<span>Clavis Germany</span>}
        homeHref="/extranet"
        utility={<span>Extranet</span>}
        menuUtility={<span>Extranet</span>}
        labels={{ navigation: 'Partnerbereiche', menuNavigation: 'Partnerbereiche (Menü)', home: 'Extranet' }}
      />
    </SessionPreview>,
  );
}

/** The header's bar navigation (the phone menu's holds the same links). */
const areaLinks = () => within(document.querySelector('nav[aria-label="Partnerbereiche"]') as HTMLElement).queryAllByRole('link', { hidden: true });

describe('ExtranetHeader', () => {
  it("shows a partner the extranet's areas, not the BU Italia documentation, the current one marked", () => {
    route.pathname = '/extranet/kataloge/price-lists';
    const { container } = renderHeader({ status: 'authenticated', user: partner, accessToken: 't' });
    expect(areaLinks().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Kataloge', '/extranet/kataloge'],
      ['Clavis-Nachrichtenbulletins', '/extranet/clavis-nachrichtenbulletins'],
      ['Fotogalerie', '/extranet/fotogalerie'],
      ['Produkte', '/extranet/produkte'],
      ['Suchen', '/extranet/suchen'],
    ]);
    expect(areaLinks().filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent)).toEqual(['Kataloge']);
    expect(container.querySelector('a[href="/extranet/documentazione-per-bu-italia"]')).toBeNull();
    expect(screen.getByRole('banner').querySelector('a[href="/extranet"]')).toHaveTextContent('Extranet');
  });

  it('shows the BU Italia documentation to a partner of the bu-italy group', () => {
    route.pathname = '/extranet/documentazione-per-bu-italia/listino-prezzi-2026';
    renderHeader({ status: 'authenticated', user: buItalia, accessToken: 't' });
    const documentation = areaLinks().find((link) => link.getAttribute('href') === '/extranet/documentazione-per-bu-italia');
    expect(documentation).toHaveTextContent('Dokumentation für BU Italien');
    expect(documentation).toHaveAttribute('aria-current', 'page');
  });

  it('has a way back to the public site in the utility band and in the phone menu', () => {
    renderHeader({ status: 'authenticated', user: partner, accessToken: 't' });
    const back = [...document.querySelectorAll('a[data-public-site]')];
    expect(back).toHaveLength(2);
    for (const link of back) expect(link).toHaveAttribute('href', '/');
    expect(back[0]).toHaveTextContent('Zur Website');
  });

  it('names its landmarks apart from each other', () => {
    const { container } = renderHeader({ status: 'authenticated', user: partner, accessToken: 't' });
    expect([...container.querySelectorAll('nav')].map((nav) => nav.getAttribute('aria-label'))).toEqual(['Partnerbereiche', 'Partnerbereiche (Menü)']);
  });
});

describe('extranetNavigation', () => {
  it('offers the areas every partner opens while the session is not known, none marked', () => {
    const items = extranetNavigation(areas, { market: 'germany', pathname: null, groups: null });
    expect(items.map((item) => item.href)).toEqual(['/extranet/kataloge', '/extranet/clavis-nachrichtenbulletins', '/extranet/fotogalerie', '/extranet/produkte', '/extranet/suchen']);
    expect(items.some((item) => item.current)).toBe(false);
  });

  it('offers nothing to a signed-in user without the partner group', () => {
    expect(extranetNavigation(areas, { market: 'germany', pathname: '/extranet', groups: [] })).toEqual([]);
  });

  it('marks the area of any page below it, in another locale too, and none on the home', () => {
    const current = (pathname: string, locale: 'de' | 'en' = 'de') =>
      extranetNavigation(extranetNavAreas({ market: 'germany', locale, intl }), { market: 'germany', pathname, groups: ['partner'] }).find((item) => item.current)?.href;
    expect(current('/extranet/produkte/automotive')).toBe('/extranet/produkte');
    expect(current('/extranet/fotogalerie/fairs/2025/security-essen')).toBe('/extranet/fotogalerie');
    expect(current('/extranet/clavis-nachrichtenbulletins/x-2026-2')).toBe('/extranet/clavis-nachrichtenbulletins');
    expect(current('/en/extranet/catalogues/price-lists', 'en')).toBe('/en/extranet/catalogues');
    expect(current('/extranet')).toBeUndefined();
  });
});
