import { render, screen } from '@testing-library/react';
import { forwardRef } from 'react';
import { LinkProvider, type LinkComponentProps } from '../../providers/LinkProvider';
import { expectValidHtml } from '../../testing/validateHtml';
import { Link } from './Link';

it('renders a plain anchor by default', async () => {
  const { container } = render(<Link href="/service">Service</Link>);
  const link = screen.getByRole('link', { name: 'Service' });
  expect(link.tagName).toBe('A');
  expect(link).toHaveAttribute('href', '/service');
  await expectValidHtml(container);
});

it('uses the component from LinkProvider', () => {
  const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink({ children, ...props }, ref) {
    return (
      <a ref={ref} data-router-link="" {...props}>
        {children}
      </a>
    );
  });
  render(
    <LinkProvider component={RouterLink}>
      <Link href="/products">Products</Link>
    </LinkProvider>,
  );
  expect(screen.getByRole('link', { name: 'Products' })).toHaveAttribute('data-router-link');
});

it('marks external links and opens them safely in a new tab', () => {
  render(
    <Link href="https://example.com" external>
      Academy
    </Link>,
  );
  const link = screen.getByRole('link', { name: 'Academy (opens in a new tab)' });
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});
