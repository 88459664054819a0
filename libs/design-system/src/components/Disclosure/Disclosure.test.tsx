import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectValidHtml } from '../../testing/validateHtml';
import { Disclosure } from './Disclosure';

it('opens and closes on click', async () => {
  const { container } = render(<Disclosure summary="Warranty">Two years.</Disclosure>);
  const details = container.querySelector('details');
  expect(details).not.toHaveAttribute('open');
  await userEvent.click(screen.getByText('Warranty'));
  expect(details).toHaveAttribute('open');
  await expectValidHtml(container);
});

it('can start open', () => {
  const { container } = render(
    <Disclosure summary="Warranty" defaultOpen>
      Two years.
    </Disclosure>,
  );
  expect(container.querySelector('details')).toHaveAttribute('open');
});
