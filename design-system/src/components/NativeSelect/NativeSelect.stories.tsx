import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { NativeSelect } from './NativeSelect';

const options = [
  { value: '1', label: 'Round 1' },
  { value: '2', label: 'Round 2' },
  { value: '3', label: 'Round 3' },
  { value: '4', label: 'Round 4', disabled: true },
];

const meta = {
  title: 'Design system/NativeSelect',
  component: NativeSelect,
  args: { label: 'Round', options, value: '2', onValueChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <NativeSelect
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const HiddenLabel: Story = { args: { hideLabel: true } };
/** For a header or a toolbar on a phone. */
export const Small: Story = { args: { hideLabel: true, size: 'sm' } };
export const Placeholder: Story = { args: { value: '', placeholder: 'Choose a round' } };
export const Disabled: Story = { args: { disabled: true } };
export const RightToLeft: Story = { parameters: { dir: 'rtl' }, globals: { locale: 'ae' } };
/**
 * A list in many scripts (the language picker): the box fits the chosen option, so the browser lays out only
 * that one, not every option in its own script's face.
 */
export const FitsChosen: Story = {
  args: {
    label: 'Language',
    hideLabel: true,
    size: 'sm',
    fitsChosen: true,
    value: 'sc',
    options: [
      { value: 'sc', label: '简体中文', lang: 'zh-Hans' },
      { value: 'en', label: 'English', lang: 'en' },
      { value: 'id', label: 'Bahasa Indonesia', lang: 'id' },
      { value: 'th', label: 'ไทย', lang: 'th' },
      { value: 'ae', label: 'العربية', lang: 'ar' },
      { value: 'hi', label: 'हिन्दी', lang: 'hi' },
    ],
  },
};
