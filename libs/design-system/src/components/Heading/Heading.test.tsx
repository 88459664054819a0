import { render, screen } from '@testing-library/react';
import { expectValidHtml } from '../../testing/validateHtml';
import { Heading } from './Heading';

it('separates the document level from the visual size', async () => {
  const { container } = render(
    <>
      <Heading level="2" size="4">
        Looks small
      </Heading>
      <Heading level="4">Real four</Heading>
    </>,
  );
  const two = screen.getByRole('heading', { level: 2 });
  const four = screen.getByRole('heading', { level: 4 });
  expect(two.className).toBe(four.className);
  await expectValidHtml(container);
});
