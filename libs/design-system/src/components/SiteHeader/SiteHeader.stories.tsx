import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconGlobe, IconSearch, IconUser } from '../Icon/icons';
import { IconButton } from '../IconButton/IconButton';
import { Link } from '../Link/Link';
import { Logo } from '../Logo/Logo';
import { SiteHeader } from './SiteHeader';

const navigation = [
  { label: 'Products', href: '/products', current: true },
  { label: 'Solutions', href: '/solutions' },
  { label: 'Service', href: '/service' },
  { label: 'News & events', href: '/news' },
  { label: 'About us', href: '/about-us' },
  { label: 'Contact', href: '/contact' },
];

const meta = {
  title: 'Design System/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    logo: <Logo />,
    homeHref: '/',
    navigation,
    actions: (
      <>
        <IconButton label="Search" icon={<IconSearch />} />
        <IconButton label="Extranet login" icon={<IconUser />} />
      </>
    ),
    utility: (
      <>
        <Link href="/shops" tone="inverse" underline="hover">Find a shop</Link>
        <Link href="/extranet" tone="inverse" underline="hover">Trade partners</Link>
        <Link href="/en" tone="inverse" underline="hover"><IconGlobe size="sm" /> English</Link>
      </>
    ),
  },
  argTypes: { logo: { control: false }, actions: { control: false }, utility: { control: false } },
  render: (args) => (
    <div style={{ minHeight: 420, background: '#f2f4f7' }}>
      <SiteHeader {...args} />
    </div>
  ),
} satisfies Meta<typeof SiteHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const Mobile: Story = {
  // Below the wide breakpoint (1280 px) the navigation moves into the menu (see the MobileMenu stories).
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
