import { fireEvent, render, screen } from '@testing-library/react';
import { LOCALE_COOKIE_OPTIONS } from '@clavis/i18n-routing';
import { LOCALE_COOKIE_SCRIPT } from './localeCookieScript';
import { LocaleSwitch } from './LocaleSwitch';
import { localeSwitchLinks } from './localeSwitchLinks';

function clearCookies() {
  for (const entry of document.cookie.split(';')) {
    const name = entry.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

describe('LocaleSwitch', () => {
  beforeEach(clearCookies);

  const links = localeSwitchLinks({ market: 'germany', locale: 'de', localePaths: { de: '/uber-uns', en: '/en/about-us' } });

  it('is a navigation of plain links, each in its own language, the current one marked', () => {
    render(<LocaleSwitch links={links} label="Sprache" />);
    const nav = screen.getByRole('navigation', { name: 'Sprache' });
    expect(nav).toBeInTheDocument();
    const english = screen.getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/en/about-us');
    expect(english).toHaveAttribute('hreflang', 'en-GB');
    expect(english).toHaveAttribute('lang', 'en-GB');
    expect(english).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'page');
  });

  it('gives each link the cookie its choice writes (SPEC.md section 9)', () => {
    render(<LocaleSwitch links={links} label="Sprache" />);
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('data-locale-cookie', `i18n_redirected=en; Max-Age=${LOCALE_COOKIE_OPTIONS.maxAge}; Path=/; SameSite=Lax`);
    expect(screen.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('data-locale-cookie', expect.stringMatching(/^i18n_redirected=de; /));
  });

  it("remembers the chosen locale through the root layout's inline listener, and only for its links", () => {
    // The root layout's script, as the browser runs it (once per document).
    new Function(LOCALE_COOKIE_SCRIPT)();
    render(
      <>
        <LocaleSwitch links={links} label="Sprache" />
        <a href="/elsewhere">Elsewhere</a>
      </>,
    );
    // jsdom does not navigate; the listener runs before the browser would.
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(document.cookie).not.toContain('i18n_redirected');
    fireEvent.click(screen.getByRole('link', { name: 'English' }));
    expect(document.cookie).toContain('i18n_redirected=en');
  });

  it('shows nothing for a market with one locale', () => {
    const { container } = render(
      <LocaleSwitch links={localeSwitchLinks({ market: 'italy', locale: 'it', localePaths: { it: '/' } })} label="Lingua" />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
