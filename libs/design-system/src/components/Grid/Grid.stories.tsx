import type { Meta, StoryObj } from '@storybook/react-vite';
import { keyPhoto, machinePhoto, carKeyPhoto } from '../../testing/storyImages';
import { Card } from '../Card/Card';
import { Image } from '../Image/Image';
import { Grid } from './Grid';

const photos = [keyPhoto, machinePhoto, carKeyPhoto, machinePhoto, keyPhoto, carKeyPhoto];
const names = ['Futura Pro', 'Tronic 2', 'RK-42 remote', 'Lab One', 'UL050 blank', 'Smart Pro'];

const meta = {
  title: 'Design System/Grid',
  component: Grid,
  args: {
    columns: { mobile: 1, tablet: 2, desktop: 3 },
    space: 'lg',
    as: 'ul',
    children: names.map((name, index) => (
      <li key={name}>
        <Card
          as="div"
          title={name}
          eyebrow="Key cutting"
          description="Precision cutting for flat, laser and dimple keys."
          href={`#${name}`}
          media={<Image src={photos[index] ?? keyPhoto} alt="" ratio="3/2" />}
        />
      </li>
    )),
  },
  argTypes: { space: { control: 'select', options: ['none', 'sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof Grid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ProductGrid: Story = {};
export const FourAcross: Story = { args: { columns: { mobile: 2, desktop: 4 }, space: 'md' } };
