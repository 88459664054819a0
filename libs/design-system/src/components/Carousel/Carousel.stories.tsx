import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { carKeyPhoto, keyPhoto, machinePhoto } from '../../testing/storyImages';
import { Heading } from '../Heading/Heading';
import { Image } from '../Image/Image';
import { Text } from '../Text/Text';
import { Carousel } from './Carousel';

const slide = (id: string, src: string, title: string, body: string) => ({
  id,
  content: (
    <div style={{ position: 'relative' }}>
      <Image src={src} alt="" ratio="21/9" />
      <div style={{ position: 'absolute', left: 0, bottom: 0, padding: '2rem', maxWidth: '32rem', background: 'linear-gradient(0deg, rgba(15,27,45,0.92), rgba(15,27,45,0.75))', borderTopRightRadius: 8 }}>
        <Heading level="2" size="3" tone="inverse">{title}</Heading>
        <Text tone="inverse">{body}</Text>
      </div>
    </div>
  ),
});

const meta = {
  title: 'Design System/Carousel',
  component: Carousel,
  args: {
    label: 'Featured products',
    autoplay: false,
    interval: 6000,
    slides: [
      slide('futura', machinePhoto, 'Futura Pro', 'One machine for flat, laser and dimple keys.'),
      slide('blanks', keyPhoto, 'Key blanks', 'Over 3,000 profiles in brass and nickel silver.'),
      slide('auto', carKeyPhoto, 'Automotive', 'Remotes and transponders for 95 % of cars on the road.'),
    ],
  },
  argTypes: { slides: { control: false } },
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Autoplay: Story = { args: { autoplay: true } };

export const Moves: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(canvas.getByRole('button', { name: 'Show slide 2' })).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Show slide 3' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('group', { name: '3 of 3' })).not.toHaveAttribute('aria-hidden');
  },
};
