import { render, screen } from '@testing-library/react';
import { expectValidHtml } from '../../testing/validateHtml';
import { FormField } from './FormField';

it('links label, hint and error to the control', async () => {
  const { container } = render(
    <FormField label="Serial number" required hint="Eight digits." error="Enter eight digits.">
      {(props) => <input type="text" {...props} />}
    </FormField>,
  );
  const input = screen.getByRole('textbox', { name: 'Serial number' });
  expect(input).toBeRequired();
  expect(input).toBeInvalid();
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('Eight digits. Enter eight digits.');
  await expectValidHtml(container);
});

it('leaves a valid optional field unmarked', () => {
  render(<FormField label="Company">{(props) => <input type="text" {...props} />}</FormField>);
  const input = screen.getByRole('textbox', { name: 'Company' });
  expect(input).not.toBeRequired();
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(input).not.toHaveAttribute('aria-describedby');
});
