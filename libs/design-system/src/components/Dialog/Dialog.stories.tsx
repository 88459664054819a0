import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { TextField } from '../TextField/TextField';
import { Dialog, dialogSizes, type DialogProps } from './Dialog';

function DialogDemo(args: Omit<DialogProps, 'open' | 'onClose'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Request a demo</Button>
      <Dialog
        {...args}
        open={open}
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>Cancel</Button>
            <Button onClick={() => setOpen(false)}>Send request</Button>
          </>
        }
      >
        <Stack space="md">
          <TextField label="Company" name="company" required />
          <TextField label="Email" name="email" type="email" required />
        </Stack>
      </Dialog>
    </>
  );
}

const meta = {
  title: 'Design System/Dialog',
  component: Dialog,
  args: {
    open: false,
    onClose: () => undefined,
    title: 'Request a demo',
    description: 'A specialist will call you within two working days.',
    size: 'md',
    closeLabel: 'Close',
  },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes }, open: { control: false }, onClose: { control: false } },
  render: (args) => <DialogDemo title={args.title} description={args.description} size={args.size} closeLabel={args.closeLabel} />,
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Request a demo' }));
  },
};

export const TrapsFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Request a demo' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Request a demo' });
    const send = within(dialog).getByRole('button', { name: 'Send request' });
    send.focus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(send).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Request a demo' })).toHaveFocus();
  },
};
