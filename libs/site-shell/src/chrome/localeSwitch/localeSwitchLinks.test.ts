import { localeSwitchLinks } from './localeSwitchLinks';

describe('localeSwitchLinks', () => {
  it("names every market locale in itself and links to the page's translation", () => {
    const links = localeSwitchLinks({ market: 'germany', locale: 'de', localePaths: { de: '/uber-uns', en: '/en/about-us' } });
    expect(links).toEqual([
      { locale: 'de', iso: 'de-DE', label: 'Deutsch', href: '/uber-uns', current: true },
      { locale: 'en', iso: 'en-GB', label: 'English', href: '/en/about-us', current: false },
    ]);
  });

  it("falls back to a locale's home where the page has no version", () => {
    const links = localeSwitchLinks({ market: 'global', locale: 'en', localePaths: { en: '/en/privacy', it: '/it/privacy' } });
    expect(links.map((link) => [link.label, link.href])).toEqual([
      ['English', '/en/privacy'],
      ['Deutsch', '/de'],
      ['Español', '/es'],
      ['Português', '/pt'],
      ['Français', '/fr'],
      ['Italiano', '/it/privacy'],
      ['Română', '/ro'],
      ['Nederlands', '/nl'],
      ['Русский', '/ru'],
    ]);
    expect(localeSwitchLinks({ market: 'germany', locale: 'en', localePaths: { en: '/en/x' } })[0]).toMatchObject({ href: '/', current: false });
  });
});
