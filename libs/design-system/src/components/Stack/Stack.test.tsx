import { render, screen } from '@testing-library/react';
import { expectValidHtml } from '../../testing/validateHtml';
import { Stack } from './Stack';

it('stacks children and renders as a list without bullets when asked', async () => {
  const { container } = render(
    <Stack as="ul" space="lg" dividers>
      <li>One</li>
      <li>Two</li>
    </Stack>,
  );
  const list = screen.getByRole('list');
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
  expect(list.className).toMatch(/\S+ \S+/);
  await expectValidHtml(container);
});
