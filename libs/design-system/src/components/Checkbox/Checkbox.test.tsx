import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectValidHtml } from '../../testing/validateHtml';
import { Checkbox } from './Checkbox';

it('toggles from label clicks and the space bar', async () => {
  const { container } = render(<Checkbox label="Newsletter" name="newsletter" />);
  const box = screen.getByRole('checkbox', { name: 'Newsletter' });
  await userEvent.click(screen.getByText('Newsletter'));
  expect(box).toBeChecked();
  box.focus();
  await userEvent.keyboard(' ');
  expect(box).not.toBeChecked();
  await expectValidHtml(container);
});

it('links its error', () => {
  render(<Checkbox label="I accept" required error="Accept to continue." />);
  const box = screen.getByRole('checkbox', { name: /I accept/ });
  expect(box).toBeRequired();
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(box).toHaveAccessibleDescription('Accept to continue.');
});
