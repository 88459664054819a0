import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectValidHtml } from '../../testing/validateHtml';
import { IconSearch } from '../Icon/icons';
import { IconButton } from './IconButton';

it('is named by its label and works from the keyboard', async () => {
  const onClick = jest.fn();
  const { container } = render(<IconButton label="Search" icon={<IconSearch />} onClick={onClick} />);
  const button = screen.getByRole('button', { name: 'Search' });
  button.focus();
  await userEvent.keyboard('{Enter}');
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(button).toHaveAttribute('title', 'Search');
  await expectValidHtml(container);
});
