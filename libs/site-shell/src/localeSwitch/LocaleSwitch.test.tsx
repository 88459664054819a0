import { fireEvent, render, screen } from '@testing-library/react';
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

  it('remembers the chosen locale in the i18n_redirected cookie', () => {
    render(<LocaleSwitch links={links} label="Sprache" />);
    expect(document.cookie).not.toContain('i18n_redirected');
    // jsdom does not navigate; the click handler runs before the browser would.
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
