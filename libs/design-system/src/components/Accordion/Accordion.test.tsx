import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectValidHtml } from '../../testing/validateHtml';
import { Accordion } from './Accordion';

const items = [
  { id: 'one', title: 'First question', content: 'First answer' },
  { id: 'two', title: 'Second question', content: 'Second answer' },
];

it('opens items and groups them exclusively when asked', async () => {
  const { container } = render(<Accordion title="FAQ" items={items} exclusive defaultOpen={['one']} />);
  expect(screen.getByRole('heading', { level: 2, name: 'FAQ' })).toBeInTheDocument();
  const [first, second] = Array.from(container.querySelectorAll('details'));
  expect(first).toHaveAttribute('open');
  expect(second).not.toHaveAttribute('open');
  expect(first?.getAttribute('name')).toBeTruthy();
  expect(first?.getAttribute('name')).toBe(second?.getAttribute('name'));
  await userEvent.click(screen.getByText('Second question'));
  expect(second).toHaveAttribute('open');
  await expectValidHtml(container);
});

it('leaves items independent by default', () => {
  const { container } = render(<Accordion items={items} />);
  expect(container.querySelector('details[name]')).toBeNull();
});
