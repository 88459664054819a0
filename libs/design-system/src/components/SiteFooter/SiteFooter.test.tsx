import { render, screen, within } from '@testing-library/react';
import { expectValidHtml } from '../../testing/validateHtml';
import { SiteFooter } from './SiteFooter';

it('is a contentinfo landmark with named link columns', async () => {
  const { container } = render(
    <SiteFooter
      columns={[{ title: 'Products', links: [{ label: 'Machines', href: '/machines' }] }]}
      legalLinks={[{ label: 'Privacy', href: '/privacy' }]}
      legal="© 2026 Clavis"
      label="Legal"
    />,
  );
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getByRole('navigation', { name: 'Products' })).toBeInTheDocument();
  expect(within(footer).getByRole('heading', { level: 2, name: 'Products' })).toBeInTheDocument();
  expect(within(footer).getByRole('navigation', { name: 'Legal' })).toContainElement(screen.getByRole('link', { name: 'Privacy' }));
  expect(footer).toHaveTextContent('© 2026 Clavis');
  await expectValidHtml(container);
});

it('ends the legal line with its actions, controls that are no links', async () => {
  const { container } = render(
    <SiteFooter columns={[]} legal="© 2026 Clavis" actions={<button type="button">Cookie settings</button>} />,
  );
  const footer = screen.getByRole('contentinfo');
  const control = within(footer).getByRole('button', { name: 'Cookie settings' });
  expect(control.previousElementSibling).toHaveTextContent('© 2026 Clavis');
  await expectValidHtml(container);
});
