import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MobileMenu } from './MobileMenu';

const meta = {
  title: 'Design System/MobileMenu',
  component: MobileMenu,
  args: {
    label: 'Main',
    openLabel: 'Menu',
    closeLabel: 'Close menu',
    navigation: [
      { label: 'Products', href: '/products', current: true },
      { label: 'Solutions', href: '/solutions' },
      { label: 'Service', href: '/service' },
      { label: 'Contact', href: '/contact' },
    ],
  },
  parameters: { layout: 'fullscreen' },
  // The panel hangs from the nearest positioned ancestor: in the app, the sticky SiteHeader.
  render: (args) => (
    <div style={{ minHeight: 460 }}>
      <div style={{ position: 'relative', display: 'flex', justifyContent: 'flex-end', alignItems: 'center', height: 72, padding: '0 1rem', borderBottom: '1px solid #dde2e9' }}>
        <MobileMenu {...args} />
      </div>
    </div>
  ),
} satisfies Meta<typeof MobileMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const OpensAndClosesWithEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await expect(canvas.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
  },
};
