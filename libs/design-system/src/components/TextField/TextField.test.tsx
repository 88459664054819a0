import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectValidHtml } from '../../testing/validateHtml';
import { TextField } from './TextField';

it('is a labelled input that reports errors accessibly', async () => {
  const onChange = jest.fn();
  const { container } = render(<TextField label="Email" type="email" name="email" required error="Enter an email." onChange={onChange} />);
  const input = screen.getByRole('textbox', { name: /Email/ });
  expect(input).toHaveAttribute('type', 'email');
  expect(input).toHaveAttribute('name', 'email');
  expect(input).toHaveAccessibleDescription('Enter an email.');
  await userEvent.type(input, 'a@b.co');
  expect(onChange).toHaveBeenCalledTimes(6);
  await expectValidHtml(container);
});
