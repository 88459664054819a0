import { render, screen } from '@testing-library/react';
import { forwardRef } from 'react';
import type { LinkComponentProps } from '../../providers/LinkProvider';
import { expectValidHtml } from '../../testing/validateHtml';
import { brandTheme } from '../../themes/brand';
import { extranetTheme } from '../../themes/extranet';
import { Link } from '../Link/Link';
import { ThemeProvider } from './ThemeProvider';

it('applies the theme class and the link component', async () => {
  const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink({ children, ...props }, ref) {
    return (
      <a ref={ref} data-router="" {...props}>
        {children}
      </a>
    );
  });
  const { container } = render(
    <ThemeProvider theme={brandTheme} linkComponent={RouterLink}>
      <Link href="/">Home</Link>
    </ThemeProvider>,
  );
  expect(container.firstElementChild?.className).toContain(brandTheme);
  expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('data-router');
  await expectValidHtml(container);
});

it('gives the two themes different classes', () => {
  expect(brandTheme).not.toBe(extranetTheme);
});
