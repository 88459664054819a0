import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectValidHtml } from '../../testing/validateHtml';
import { RadioGroup } from './RadioGroup';

const options = [
  { value: 'locksmith', label: 'Locksmith' },
  { value: 'retailer', label: 'Retailer' },
];

it('is a named group of radios that reports the choice', async () => {
  const onChange = jest.fn();
  const { container } = render(
    <RadioGroup label="I am a" name="type" options={options} onChange={onChange} required error="Choose one." />,
  );
  const group = screen.getByRole('group', { name: /I am a/ });
  expect(group).toHaveAccessibleDescription('Choose one.');
  await userEvent.click(screen.getByRole('radio', { name: 'Retailer' }));
  expect(onChange).toHaveBeenCalledWith('retailer', expect.anything());
  expect(screen.getByRole('radio', { name: 'Retailer' })).toBeChecked();
  await expectValidHtml(container);
});

it('supports a default value', () => {
  render(<RadioGroup label="I am a" name="type" options={options} defaultValue="locksmith" />);
  expect(screen.getByRole('radio', { name: 'Locksmith' })).toBeChecked();
});
