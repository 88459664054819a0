import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../Text/Text';
import { Link, linkTones } from './Link';

const meta = {
  title: 'Design System/Link',
  component: Link,
  args: { href: '#service', children: 'service centres', tone: 'link', underline: 'always', external: false },
  argTypes: {
    tone: { control: 'inline-radio', options: linkTones },
    underline: { control: 'inline-radio', options: ['always', 'hover'] },
  },
  render: (args) => (
    <Text>
      Every machine is serviced by our <Link {...args} /> in 60 countries.
    </Text>
  ),
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InText: Story = {};
export const External: Story = { args: { external: true, href: 'https://example.com/', children: 'the Clavis academy' } };
