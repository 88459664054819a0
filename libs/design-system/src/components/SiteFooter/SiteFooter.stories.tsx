import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo } from '../Logo/Logo';
import { Text } from '../Text/Text';
import { SiteFooter } from './SiteFooter';

const meta = {
  title: 'Design System/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: (
      <>
        <Logo tone="inverse" />
        <Text size="sm" tone="inherit">Keys and key-cutting machines engineered in Europe since 1954, sold in 60 countries.</Text>
      </>
    ),
    columns: [
      { title: 'Products', links: [{ label: 'Key-cutting machines', href: '/machines' }, { label: 'Key blanks', href: '/blanks' }, { label: 'Automotive', href: '/automotive' }] },
      { title: 'Service', links: [{ label: 'Support', href: '/support' }, { label: 'Software updates', href: '/updates' }, { label: 'Find a shop', href: '/shops' }] },
      { title: 'Company', links: [{ label: 'About us', href: '/about' }, { label: 'Press', href: '/press' }, { label: 'Careers', href: '/careers' }] },
    ],
    legalLinks: [{ label: 'Privacy', href: '/privacy' }, { label: 'Cookies', href: '/cookies' }, { label: 'Imprint', href: '/imprint' }],
    legal: '© 2026 Clavis S.p.A. · VAT IT01234567890',
    label: 'Legal',
  },
  argTypes: { brand: { control: false } },
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
