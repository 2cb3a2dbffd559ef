import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { rtlParameters, withDesignSystem } from '../../private/storybook';
import { TextField, textFieldTypes } from './TextField';

const meta = {
  title: 'Design system/TextField',
  component: TextField,
  decorators: [withDesignSystem],
  args: { label: 'Recipient name', value: '', onValueChange: fn(), placeholder: 'Please enter the name' },
  argTypes: { type: { control: 'inline-radio', options: textFieldTypes } },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <TextField
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange?.(next);
        }}
      />
    );
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: 'Wang Xiaoming' } };

export const Required: Story = { args: { required: true } };

export const WithHint: Story = { args: { hint: 'As on your identity document' } };

export const WithError: Story = { args: { required: true, error: 'Please enter the name' } };

/** What the field did to the last input (characters dropped, a paste cut), announced politely. */
export const WithNotice: Story = {
  args: {
    label: 'Phone number',
    type: 'tel',
    inputMode: 'numeric',
    value: '8613800138000',
    maxLength: 20,
    notice: "Only digits are kept: removed '+', ' ', '-'",
  },
};

export const Disabled: Story = { args: { value: 'Wang Xiaoming', disabled: true } };

/** Phone: a numeric keypad on phones. */
export const Phone: Story = {
  args: { label: 'Phone number', type: 'tel', inputMode: 'numeric', placeholder: 'Digits only' },
};

export const Multiline: Story = { args: { label: 'Delivery address', multiline: true } };

export const RightToLeft: Story = {
  parameters: rtlParameters,
  args: { label: 'اسم المستلم', error: 'يرجى إدخال الاسم', value: '' },
};
