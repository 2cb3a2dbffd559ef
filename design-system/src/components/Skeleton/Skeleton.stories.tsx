import type { Meta, StoryObj } from '@storybook/react-vite';
import { rtlParameters, withDesignSystem } from '../../private/storybook';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Design system/Skeleton',
  component: Skeleton,
  decorators: [withDesignSystem],
  args: { label: 'Loading the leaderboard' },
  argTypes: {
    rows: { control: { type: 'number', min: 0, max: 12 } },
    rowHeight: { control: { type: 'number', min: 8, max: 400 } },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three rows of 120 px. */
export const Default: Story = {};

/** Table-like: many thin rows. */
export const ListRows: Story = { args: { rows: 10, rowHeight: 40 } };

export const SingleBlock: Story = { args: { rows: 1, rowHeight: 240 } };

/** The shine runs from the inline start. */
export const RightToLeft: Story = { parameters: rtlParameters, args: { label: 'جارٍ التحميل' } };
