import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { rtlParameters, withDesignSystem } from '../../private/storybook';
import { Select } from './Select';

const rounds = [
  { value: 'r1', label: 'Round 1 · 1–14 Mar' },
  { value: 'r2', label: 'Round 2 · 15–28 Mar' },
  { value: 'r3', label: 'Round 3 · 29 Mar–11 Apr' },
  { value: 'r4', label: 'Round 4 · not started', disabled: true },
];

const meta = {
  title: 'Design system/Select',
  component: Select,
  decorators: [withDesignSystem],
  args: { label: 'Round', options: rounds, placeholder: 'Choose a round', onValueChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Round' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Round 2 · 15–28 Mar' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('r2');
  },
};

export const WithValue: Story = { args: { defaultValue: 'r3' } };

export const HiddenLabel: Story = { args: { hideLabel: true, defaultValue: 'r1' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'r1' } };

/** Many options scroll inside the popup. */
export const ManyOptions: Story = {
  args: {
    label: 'Country',
    placeholder: 'Choose a country',
    options: Array.from({ length: 40 }, (_, i) => ({ value: `c${i}`, label: `Country ${i + 1}` })),
  },
};

export const RightToLeft: Story = {
  parameters: rtlParameters,
  args: {
    label: 'الجولة',
    placeholder: 'اختر جولة',
    options: [
      { value: 'r1', label: 'الجولة 1' },
      { value: 'r2', label: 'الجولة 2' },
    ],
  },
};
