import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectValidHtml } from '../../testing/validateHtml';
import { Select } from './Select';

it('is a labelled native select with a placeholder option', async () => {
  const { container } = render(
    <Select label="Country" placeholder="Choose a country" options={[{ value: 'de', label: 'Germany' }, { value: 'it', label: 'Italy' }]} />,
  );
  const select = screen.getByRole('combobox', { name: 'Country' });
  expect(select).toHaveValue('');
  await userEvent.selectOptions(select, 'it');
  expect(select).toHaveValue('it');
  expect(screen.getAllByRole('option')).toHaveLength(3);
  await expectValidHtml(container);
});
