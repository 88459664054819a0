import { render, screen } from '@testing-library/react';
import { expectValidHtml } from '../../testing/validateHtml';
import { Card } from './Card';

it('makes the whole card one link named by its title', async () => {
  const { container } = render(<Card title="Futura Pro" eyebrow="Machines" description="Cuts every key." href="/futura" />);
  expect(screen.getByRole('article')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'Futura Pro' })).toBeInTheDocument();
  expect(screen.getAllByRole('link')).toHaveLength(1);
  expect(screen.getByRole('link')).toHaveAccessibleName('Futura Pro');
  await expectValidHtml(container);
});

it('renders without a link', () => {
  render(<Card title="News" headingLevel="2" />);
  expect(screen.queryByRole('link')).toBeNull();
  expect(screen.getByRole('heading', { level: 2, name: 'News' })).toBeInTheDocument();
});
