import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MobileMenu } from './MobileMenu';
import { MOBILE_MENU_ANCHOR } from './MobileMenu.css';

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
  // The panel opens under the element named MOBILE_MENU_ANCHOR: in the app, the sticky SiteHeader.
  render: (args) => (
    <div style={{ minHeight: 460 }}>
      <div style={{ anchorName: MOBILE_MENU_ANCHOR, position: 'relative', display: 'flex', justifyContent: 'flex-end', alignItems: 'center', height: 72, padding: '0 1rem', borderBottom: '1px solid #dde2e9' }}>
        <MobileMenu {...args} />
      </div>
    </div>
  ),
} satisfies Meta<typeof MobileMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const OpensAndCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    // The panel is a popover, in the top layer: it is open, and the button's name follows it.
    const panel = canvasElement.ownerDocument.getElementById(button.getAttribute('popovertarget') ?? '') as HTMLElement;
    await expect(panel.matches(':popover-open')).toBe(true);
    await expect(button).toHaveAccessibleName('Close menu');
    await expect(within(panel).getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    // Escape and a tap outside close it too: trusted input only, see tools/storybook/e2e/behaviour.spec.ts.
    await userEvent.click(button);
    await expect(panel.matches(':popover-open')).toBe(false);
    await expect(button).toHaveAccessibleName('Menu');
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
  },
};
