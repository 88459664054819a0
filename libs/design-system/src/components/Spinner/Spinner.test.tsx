import { render, screen } from '@testing-library/react';
import { expectValidHtml } from '../../testing/validateHtml';
import { Spinner } from './Spinner';

it('is a status with a spoken label', async () => {
  const { container } = render(<Spinner label="Loading products" />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading products');
  await expectValidHtml(container);
});
