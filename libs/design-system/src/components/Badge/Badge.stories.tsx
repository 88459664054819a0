import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconCheck } from '../Icon/icons';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Badge, badgeEmphases, badgeTones } from './Badge';

const meta = {
  title: 'Design System/Badge',
  component: Badge,
  args: { children: 'New', tone: 'primary', emphasis: 'subtle' },
  argTypes: {
    tone: { control: 'select', options: badgeTones },
    emphasis: { control: 'inline-radio', options: badgeEmphases },
    icon: { control: false },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AllTones: Story = {
  render: () => (
    <Stack space="md">
      {badgeEmphases.map((emphasis) => (
        <Inline key={emphasis} space="xs">
          {badgeTones.map((tone) => (
            <Badge key={tone} tone={tone} emphasis={emphasis}>
              {tone}
            </Badge>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
};
export const WithIcon: Story = { args: { tone: 'success', icon: <IconCheck size="sm" />, children: 'Certified' } };
