import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectValidHtml } from '../../testing/validateHtml';
import { Dialog } from './Dialog';

function Demo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Request a demo" description="We call back." footer={<button type="button">Send</button>}>
        <input type="text" aria-label="Company" />
      </Dialog>
    </>
  );
}

it('opens as a named dialog, keeps Tab inside and returns focus on close', async () => {
  const { container } = render(<Demo />);
  expect(screen.queryByRole('dialog')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole('dialog', { name: 'Request a demo' });
  expect(dialog).toHaveAccessibleDescription('We call back.');
  await expectValidHtml(container);

  screen.getByRole('button', { name: 'Send' }).focus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await userEvent.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();

  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
});

it('closes on Escape (the dialog cancel event)', async () => {
  render(<Demo />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole('dialog');
  act(() => {
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
  });
  await screen.findByRole('button', { name: 'Open' });
  expect(screen.queryByRole('dialog')).toBeNull();
});
