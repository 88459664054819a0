import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { IconClose, IconMenu, IconSearch, IconUser } from '../Icon/icons';
import { Inline } from '../Inline/Inline';
import { IconButton, iconButtonSizes, iconButtonVariants } from './IconButton';

const meta = {
  title: 'Design System/IconButton',
  component: IconButton,
  args: { label: 'Search', icon: <IconSearch />, variant: 'ghost', size: 'md', round: false, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Variants: Story = {
  render: (args) => (
    <Inline space="md">
      {iconButtonVariants.map((variant, index) => (
        <IconButton key={variant} {...args} variant={variant} label={['Search', 'Account', 'Menu', 'Close'][index] ?? 'Search'} icon={[<IconSearch key="s" />, <IconUser key="u" />, <IconMenu key="m" />, <IconClose key="c" />][index] ?? <IconSearch />} />
      ))}
    </Inline>
  ),
};
export const Round: Story = { args: { round: true, variant: 'primary' } };
