import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box';
import { Column, Columns, columnWidths } from './Columns';

const panel = (label: string) => (
  <Box padding="lg" background="surfaceMuted" borderRadius="md">
    {label}
  </Box>
);

const meta = {
  title: 'Design System/Columns',
  component: Columns,
  args: {
    space: 'lg',
    collapseBelow: 'tablet',
    children: [
      <Column key="a" width="1/3">{panel('Sidebar: filters')}</Column>,
      <Column key="b">{panel('Content: product list')}</Column>,
    ],
  },
  argTypes: {
    space: { control: 'select', options: ['none', 'sm', 'md', 'lg', 'xl', '2xl'] },
    collapseBelow: { control: 'inline-radio', options: ['tablet', 'desktop', 'never'] },
    alignY: { control: 'inline-radio', options: ['stretch', 'flex-start', 'center', 'flex-end'] },
  },
} satisfies Meta<typeof Columns>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SidebarAndContent: Story = {};

export const AllWidths: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="md">
      {columnWidths.filter((width) => width !== 'fluid').map((width) => (
        <Columns key={width} {...args}>
          <Column width={width}>{panel(width)}</Column>
          <Column>{panel('fluid')}</Column>
        </Columns>
      ))}
    </Box>
  ),
};
