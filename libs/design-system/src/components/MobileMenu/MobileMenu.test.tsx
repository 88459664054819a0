import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectValidHtml } from '../../testing/validateHtml';
import { MobileMenu } from './MobileMenu';

const navigation = [
  { label: 'Products', href: '/products' },
  { label: 'Contact', href: '/contact' },
];

it('opens, closes on Escape and gives focus back to the button', async () => {
  const { container } = render(<MobileMenu navigation={navigation} />);
  const button = screen.getByRole('button', { name: 'Menu' });
  expect(screen.queryByRole('navigation')).toBeNull();
  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(button).toHaveAccessibleName('Close menu');
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  await expectValidHtml(container);
  await userEvent.keyboard('{Escape}');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveFocus();
});

it('closes when a link is followed', async () => {
  render(<MobileMenu navigation={navigation} />);
  await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
  const link = screen.getByRole('link', { name: 'Contact' });
  link.addEventListener('click', (event) => event.preventDefault());
  await userEvent.click(link);
  expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
});
