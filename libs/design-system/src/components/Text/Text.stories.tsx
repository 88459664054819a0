import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack';
import { Text, textSizes, textTones, textWeights } from './Text';

const meta = {
  title: 'Design System/Text',
  component: Text,
  args: {
    children: 'Clavis has made keys and key-cutting machines since 1954: precise, durable and built to be serviced for decades.',
    size: 'md',
    tone: 'neutral',
    weight: 'regular',
  },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'select', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
    align: { control: 'inline-radio', options: ['left', 'center', 'right'] },
    maxLines: { control: 'inline-radio', options: [undefined, 1, 2, 3] },
  },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Scale: Story = {
  render: (args) => (
    <Stack space="md">
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>
          {size}: {args.children}
        </Text>
      ))}
    </Stack>
  ),
};
export const Eyebrow: Story = { args: { eyebrow: true, size: 'sm', tone: 'muted', children: 'Automotive solutions' } };
