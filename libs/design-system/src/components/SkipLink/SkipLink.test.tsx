import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectValidHtml } from '../../testing/validateHtml';
import { SkipLink } from './SkipLink';

it('is the first tab stop and points at the main content', async () => {
  const { container } = render(
    <>
      <SkipLink targetId="content" />
      <button type="button">Other</button>
    </>,
  );
  await userEvent.tab();
  const link = screen.getByRole('link', { name: 'Skip to main content' });
  expect(link).toHaveFocus();
  expect(link).toHaveAttribute('href', '#content');
  await expectValidHtml(container);
});
