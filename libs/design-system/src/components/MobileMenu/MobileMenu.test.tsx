import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectValidHtml } from '../../testing/validateHtml';
import { MobileMenu } from './MobileMenu';

// jsdom has no popover: these tests check the markup the browser acts on and the close on a
// followed link. Opening, Escape, focus and the button's name per state are checked in Chromium
// (the stories' play functions and tools/storybook/e2e/behaviour.spec.ts).

const navigation = [
  { label: 'Products', href: '/products', current: true },
  { label: 'Contact', href: '/contact' },
];

function panelOf(button: HTMLElement): HTMLElement {
  const panel = document.getElementById(button.getAttribute('popovertarget') ?? '');
  if (!panel) throw new Error('the button names no panel');
  return panel;
}

it('is a button that names its panel as a popover, so the browser opens it without the page scripts', async () => {
  const { container } = render(<MobileMenu navigation={navigation} footer={<a href="/login">Login</a>} />);
  const button = screen.getByRole('button', { name: 'Menu' });
  expect(button).toHaveAttribute('type', 'button');
  const panel = panelOf(button);
  expect(panel).toHaveAttribute('popover', 'auto');
  expect(panel.querySelector('nav')).toHaveAttribute('aria-label', 'Main');
  expect(panel.querySelector('a[aria-current="page"]')).toHaveTextContent('Products');
  expect(panel).toHaveTextContent('Login');
  await expectValidHtml(container);
});

it('closes its panel when a link in it is followed, in the list or the footer', async () => {
  render(<MobileMenu navigation={navigation} footer={<a href="/login">Login</a>} />);
  const panel = panelOf(screen.getByRole('button', { name: 'Menu' }));
  const hidePopover = jest.fn();
  Object.assign(panel, { hidePopover });
  panel.addEventListener('click', (event) => event.preventDefault());
  for (const link of panel.querySelectorAll('a')) await userEvent.click(link);
  expect(hidePopover).toHaveBeenCalledTimes(3);
  await userEvent.click(panel.querySelector('nav') as HTMLElement);
  expect(hidePopover).toHaveBeenCalledTimes(3);
});
