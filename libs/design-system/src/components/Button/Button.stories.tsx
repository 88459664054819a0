import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconArrowRight, IconDownload } from '../Icon/icons';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Button, buttonSizes, buttonVariants } from './Button';
import { ButtonLink } from './ButtonLink';

const meta = {
  title: 'Design System/Button',
  component: Button,
  args: { children: 'Request a quote', variant: 'primary', size: 'md', fullWidth: false, loading: false, disabled: false, onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    iconStart: { control: false },
    iconEnd: { control: false },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Request a quote' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <Stack space="lg">
      {buttonSizes.map((size) => (
        <Inline key={size} space="sm">
          {buttonVariants.filter((variant) => variant !== 'inverse').map((variant) => (
            <Button key={variant} {...args} size={size} variant={variant}>
              {variant}
            </Button>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
};

export const Inverse: Story = {
  args: { variant: 'inverse', children: 'Find a distributor' },
  decorators: [(Story) => <div style={{ background: '#0f1b2d', padding: '2rem' }}><Story /></div>],
};

export const WithIcons: Story = {
  render: (args) => (
    <Inline space="sm">
      <Button {...args} iconEnd={<IconArrowRight />}>Discover the range</Button>
      <Button {...args} variant="secondary" iconStart={<IconDownload />}>Download catalogue</Button>
    </Inline>
  ),
};

export const Loading: Story = { args: { loading: true, children: 'Sending' } };
export const Disabled: Story = { args: { disabled: true } };

export const AsLink: Story = {
  render: (args) => (
    <ButtonLink href="#contact" variant={args.variant} size={args.size} iconEnd={<IconArrowRight />}>
      Contact sales
    </ButtonLink>
  ),
};
