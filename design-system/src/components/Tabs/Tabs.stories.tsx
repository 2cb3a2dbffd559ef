import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { rtlParameters, withDesignSystem } from '../../private/storybook';
import { Tabs, type TabsRootProps } from './Tabs';

const categories = [
  { value: 'forex', label: 'Forex' },
  { value: 'gold', label: 'Gold' },
  { value: 'indices', label: 'Indices' },
  { value: 'stocks', label: 'US stocks' },
  { value: 'crypto', label: 'Crypto', disabled: true },
];

function Example({
  labels = categories,
  forceMount,
  ...args
}: Omit<TabsRootProps, 'children'> & { labels?: typeof categories; forceMount?: boolean }) {
  return (
    <Tabs.Root {...args}>
      <Tabs.List label="Contest categories">
        {labels.map((c) => (
          <Tabs.Trigger key={c.value} value={c.value} disabled={c.disabled}>
            {c.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {labels.map((c) => (
        <Tabs.Content key={c.value} value={c.value} forceMount={forceMount}>
          Leaderboard of the {c.label} category.
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

const meta = {
  title: 'Design system/Tabs',
  component: Tabs.Root,
  decorators: [withDesignSystem],
  args: { defaultValue: 'forex', onValueChange: fn(), children: null },
  argTypes: {
    activationMode: { control: 'inline-radio', options: ['automatic', 'manual'] },
    children: { control: false },
  },
  render: (args) => <Example {...args} />,
} satisfies Meta<typeof Tabs.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Gold' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('gold');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Indices' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const SecondSelected: Story = { args: { defaultValue: 'gold' } };

export const ManualActivation: Story = { args: { activationMode: 'manual' } };

/** Inactive panels stay mounted, hidden. */
export const ForceMounted: Story = { render: (args) => <Example {...args} forceMount /> };

/** A narrow screen scrolls the strip. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ maxInlineSize: 320 }}>
      <Example {...args} />
    </div>
  ),
};

export const RightToLeft: Story = {
  parameters: rtlParameters,
  render: (args) => (
    <Example
      {...args}
      labels={[
        { value: 'forex', label: 'الفوركس' },
        { value: 'gold', label: 'الذهب' },
        { value: 'indices', label: 'المؤشرات' },
      ]}
    />
  ),
};
