import type { Meta, StoryObj } from '@storybook/react-vite';
import { keyPhoto, machinePhoto } from '../../testing/storyImages';
import { Image, imageRatios } from './Image';

const meta = {
  title: 'Design System/Image',
  component: Image,
  args: { src: machinePhoto, alt: 'A Clavis key-cutting machine', ratio: '16/9', fit: 'cover', radius: 'lg', width: 1200, height: 800 },
  argTypes: {
    ratio: { control: 'select', options: imageRatios },
    fit: { control: 'inline-radio', options: ['cover', 'contain'] },
    radius: { control: 'inline-radio', options: ['none', 'md', 'lg'] },
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof Image>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithCaption: Story = { args: { src: keyPhoto, alt: 'A brass key blank', ratio: '3/2', caption: 'UL050 blank in nickel-plated brass.' } };
export const NaturalSize: Story = { args: { ratio: 'auto' } };
