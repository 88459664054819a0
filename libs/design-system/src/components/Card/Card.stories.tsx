import type { Meta, StoryObj } from '@storybook/react-vite';
import { keyPhoto } from '../../testing/storyImages';
import { Badge } from '../Badge/Badge';
import { Image } from '../Image/Image';
import { Inline } from '../Inline/Inline';
import { Card, cardVariants } from './Card';

const meta = {
  title: 'Design System/Card',
  component: Card,
  args: {
    title: 'UL050 key blank',
    eyebrow: 'Residential',
    description: 'Nickel-plated brass blank for cylinder locks; compatible with every Clavis duplicator.',
    href: '#ul050',
    variant: 'outlined',
    media: <Image src={keyPhoto} alt="" ratio="3/2" />,
    footer: (
      <Inline space="xs">
        <Badge tone="success">In stock</Badge>
        <Badge>Brass</Badge>
      </Inline>
    ),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: cardVariants },
    headingLevel: { control: 'inline-radio', options: ['2', '3', '4'] },
    media: { control: false },
    footer: { control: false },
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Product: Story = {};
export const Elevated: Story = { args: { variant: 'elevated' } };
export const TextOnly: Story = { args: { media: undefined, variant: 'muted', href: undefined, eyebrow: 'Press release · 12 March 2026', title: 'Clavis opens a service centre in Lyon', footer: undefined } };
