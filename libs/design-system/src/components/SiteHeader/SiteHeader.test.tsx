import { render, screen, within } from '@testing-library/react';
import { expectValidHtml } from '../../testing/validateHtml';
import { Logo } from '../Logo/Logo';
import { SiteHeader } from './SiteHeader';

it('is a banner with a home link, the main navigation and a menu button', async () => {
  const { container } = render(
    <SiteHeader
      logo={<Logo />}
      navigation={[
        { label: 'Products', href: '/products', current: true },
        { label: 'Service', href: '/service' },
      ]}
      actions={<button type="button">Search</button>}
    />,
  );
  const banner = screen.getByRole('banner');
  expect(within(banner).getByRole('link', { name: 'Clavis Home' })).toHaveAttribute('href', '/');
  // The desktop list is display:none at jsdom's width; the menu holds the same links.
  const main = banner.querySelector('nav[aria-label="Main"]') as HTMLElement;
  expect(main).not.toBeNull();
  expect(banner.querySelector('nav[aria-label="Main (menu)"]')).not.toBeNull();
  expect(within(main).getByRole('link', { name: 'Products', hidden: true })).toHaveAttribute('aria-current', 'page');
  const menuButton = within(banner).getByRole('button', { name: 'Menu', hidden: true });
  expect(document.getElementById(menuButton.getAttribute('popovertarget') ?? '')?.querySelector('nav')).toHaveAttribute('aria-label', 'Main (menu)');
  await expectValidHtml(container);
});

it('names the menu\'s copies of its landmarks apart from the bar\'s', async () => {
  const { container } = render(
    <SiteHeader
      logo={<Logo />}
      navigation={[{ label: 'Produkte', href: '/produkte' }]}
      utility={<nav aria-label="Sprache">de</nav>}
      menuUtility={<nav aria-label="Sprache (Menü)">de</nav>}
      labels={{ navigation: 'Clavis', menuNavigation: 'Clavis (Menü)' }}
    />,
  );
  const labels = [...container.querySelectorAll('nav')].map((nav) => nav.getAttribute('aria-label'));
  expect(labels.sort()).toEqual(['Clavis', 'Clavis (Menü)', 'Sprache', 'Sprache (Menü)']);
  await expectValidHtml(container);
});
