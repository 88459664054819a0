import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack';
import { Heading, headingLevels, headingTones } from './Heading';

const meta = {
  title: 'Design System/Heading',
  component: Heading,
  args: { level: '1', children: 'Keys cut to a hundredth of a millimetre' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: headingLevels },
    tone: { control: 'inline-radio', options: headingTones },
    align: { control: 'inline-radio', options: ['left', 'center'] },
  },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Scale: Story = {
  render: (args) => (
    <Stack space="lg">
      {headingLevels.map((level) => (
        <Heading key={level} {...args} level={level}>
          Heading {level}: {args.children}
        </Heading>
      ))}
    </Stack>
  ),
};

/** Long German compounds: on a phone they break inside the heading instead of widening the page. */
export const LongWords: Story = {
  args: { children: 'Pressemitteilungen: Schlüsselrohlingsherstellungsverfahren' },
};
