import { render, screen, within } from '@testing-library/react';
import { expectValidHtml } from '../../testing/validateHtml';
import { Breadcrumbs } from './Breadcrumbs';

it('is a named navigation with the current page last', async () => {
  const { container } = render(
    <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Products', href: '/products' }, { label: 'Futura' }]} />,
  );
  const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Products']);
  expect(within(nav).getByText('Futura')).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
  await expectValidHtml(container);
});
