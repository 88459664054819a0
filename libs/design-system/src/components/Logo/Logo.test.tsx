import { render, screen } from '@testing-library/react';
import { expectValidHtml } from '../../testing/validateHtml';
import { Logo } from './Logo';

it('shows the wordmark as text with a decorative mark', async () => {
  const { container } = render(<Logo name="Clavis" />);
  expect(screen.getByText('Clavis')).toBeInTheDocument();
  expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  await expectValidHtml(container);
});
