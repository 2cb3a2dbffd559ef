import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { rtlParameters, withDesignSystem } from '../../private/storybook';
import { Pagination } from './Pagination';

const meta = {
  title: 'Design system/Pagination',
  component: Pagination,
  decorators: [withDesignSystem],
  args: {
    page: 1,
    pageCount: 12,
    onPageChange: fn(),
    label: 'Leaderboard pages',
    previousLabel: 'Previous page',
    nextLabel: 'Next page',
    pageLabel: (n: number) => `Page ${n}`,
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const MiddlePage: Story = { args: { page: 6 } };
export const LastPage: Story = { args: { page: 12 } };
export const FewPages: Story = { args: { pageCount: 3, page: 2 } };

/** Click through: the story keeps the page. */
export const Interactive: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(1);
    return <Pagination {...args} page={page} onPageChange={setPage} />;
  },
};

export const RightToLeft: Story = {
  parameters: rtlParameters,
  args: { page: 3, label: 'صفحات', previousLabel: 'السابق', nextLabel: 'التالي' },
};
