import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box';
import { Text } from '../Text/Text';
import { iconSizes, iconTones, type IconProps } from './Icon';
import { IconKey, iconSet } from './icons';

const meta = {
  title: 'Design System/Icon',
  component: IconKey,
  args: { size: 'lg', tone: 'primary' },
  argTypes: {
    size: { control: 'inline-radio', options: iconSizes },
    tone: { control: 'select', options: iconTones },
    label: { control: 'text' },
  },
  render: (args: IconProps) => <IconKey {...args} />,
} satisfies Meta<typeof IconKey>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};

export const Gallery: Story = {
  render: (args: IconProps) => (
    <Box as="ul" display="grid" gap="md" padding="none" margin="none" style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))', listStyle: 'none' }}>
      {/* Storybook's docgen adds a __docgenInfo object to exported consts; keep the components only. */}
      {Object.entries(iconSet).filter(([, Component]) => typeof Component === 'function').map(([name, Component]) => (
        <Box as="li" key={name} display="flex" flexDirection="column" alignItems="center" gap="xs" padding="md" borderRadius="md" background="surfaceMuted">
          <Component {...args} />
          <Text as="span" size="xs" tone="muted">
            {name}
          </Text>
        </Box>
      ))}
    </Box>
  ),
};
