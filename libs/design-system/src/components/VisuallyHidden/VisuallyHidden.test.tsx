import { render, screen } from '@testing-library/react';
import { expectValidHtml } from '../../testing/validateHtml';
import { VisuallyHidden } from './VisuallyHidden';

it('keeps text in the accessible name', async () => {
  const { container } = render(
    <a href="/catalogue.pdf">
      Catalogue<VisuallyHidden> (PDF)</VisuallyHidden>
    </a>,
  );
  expect(screen.getByRole('link')).toHaveAccessibleName('Catalogue (PDF)');
  await expectValidHtml(container);
});
