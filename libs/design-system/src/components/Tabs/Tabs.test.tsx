import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectValidHtml } from '../../testing/validateHtml';
import { Tabs } from './Tabs';

const items = [
  { id: 'a', label: 'Overview', content: 'Overview text' },
  { id: 'b', label: 'Specs', content: 'Specs text' },
  { id: 'c', label: 'Downloads', content: 'Downloads text' },
];

it('follows the WAI-ARIA tabs pattern', async () => {
  const onChange = jest.fn();
  const { container } = render(<Tabs label="Product" items={items} onChange={onChange} />);
  expect(screen.getByRole('tablist', { name: 'Product' })).toBeInTheDocument();
  const [first, second, third] = screen.getAllByRole('tab');
  expect(first).toHaveAttribute('aria-selected', 'true');
  expect(second).toHaveAttribute('tabindex', '-1');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Overview text');

  await userEvent.tab();
  expect(first).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  expect(second).toHaveFocus();
  expect(second).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Specs text');
  expect(onChange).toHaveBeenLastCalledWith('b');

  await userEvent.keyboard('{End}');
  expect(third).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  expect(first).toHaveFocus();
  await userEvent.keyboard('{ArrowLeft}');
  expect(third).toHaveFocus();
  await expectValidHtml(container);
});
