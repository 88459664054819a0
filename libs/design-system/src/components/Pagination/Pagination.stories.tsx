import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pagination } from './Pagination';

const meta = {
  title: 'Design System/Pagination',
  component: Pagination,
  args: { page: 6, totalPages: 12, siblings: 1, getHref: (page: number) => `?page=${page}` },
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    totalPages: { control: { type: 'number', min: 1 } },
    siblings: { control: { type: 'number', min: 0, max: 3 } },
    getHref: { control: false },
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {};
export const FirstPage: Story = { args: { page: 1 } };
export const FewPages: Story = { args: { page: 2, totalPages: 4 } };
export const German: Story = {
  args: { labels: { navigation: 'Seitennummerierung', previous: 'Vorherige Seite', next: 'Nächste Seite', page: (page: number) => `Seite ${page}` } },
};
