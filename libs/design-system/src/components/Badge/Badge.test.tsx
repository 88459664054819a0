import { render, screen } from '@testing-library/react';
import { expectValidHtml } from '../../testing/validateHtml';
import { Badge } from './Badge';

it('renders tone and emphasis as distinct classes', async () => {
  const { container } = render(
    <>
      <Badge tone="success">In stock</Badge>
      <Badge tone="success" emphasis="solid">
        Sold out
      </Badge>
    </>,
  );
  expect(screen.getByText('In stock').className).not.toBe(screen.getByText('Sold out').className);
  await expectValidHtml(container);
});
