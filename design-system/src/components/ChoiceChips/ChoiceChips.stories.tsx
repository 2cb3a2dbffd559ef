import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { rtlParameters, withDesignSystem } from '../../private/storybook';
import { ChoiceChips } from './ChoiceChips';

const meta = {
  title: 'Design system/ChoiceChips',
  component: ChoiceChips<string>,
  decorators: [withDesignSystem],
  args: {
    label: 'Status',
    options: [
      { value: 'all', label: 'All' },
      { value: '1', label: 'Processing' },
      { value: '2', label: 'Completed' },
      { value: '3', label: 'Rejected' },
      { value: '4', label: 'Failed' },
    ],
    value: 'all',
    onValueChange: fn(),
  },
} satisfies Meta<typeof ChoiceChips<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstChosen: Story = {};
export const OtherChosen: Story = { args: { value: '2' } };
export const RightToLeft: Story = {
  args: {
    label: 'الحالة',
    options: [
      { value: 'all', label: 'الكل' },
      { value: '1', label: 'قيد المعالجة' },
      { value: '2', label: 'مكتمل' },
    ],
    value: '1',
  },
  parameters: rtlParameters,
};
