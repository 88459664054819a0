import { render, screen } from '@testing-library/react';
import { expectValidHtml } from '../../testing/validateHtml';
import { Inline } from './Inline';

it('lays items out in a row', async () => {
  const { container } = render(
    <Inline as="ul" space="md" align="center">
      <li>A</li>
      <li>B</li>
    </Inline>,
  );
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
  await expectValidHtml(container);
});
