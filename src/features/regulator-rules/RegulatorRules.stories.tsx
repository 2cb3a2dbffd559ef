import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RegulatorRulesSection } from './RegulatorRulesSection';

const meta = {
  title: 'Features/Contest landing/Regulator rules',
  component: RegulatorRulesSection,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RegulatorRulesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first tab, as the page shows it. Try the locale toolbar (`ae` and `ug` mirror). */
export const Overview: Story = { args: { initialTab: 'overview' } };

/** Five rules, then a note. */
export const Eligibility: Story = { args: { initialTab: 'eligibility' } };

export const Registration: Story = { args: { initialTab: 'registration' } };

export const Ranking: Story = { args: { initialTab: 'ranking' } };

export const Requirements: Story = { args: { initialTab: 'requirements' } };

export const Prizes: Story = { args: { initialTab: 'prizes' } };

export const Conduct: Story = { args: { initialTab: 'conduct' } };

/** The full terms: an accordion of six closed sections. */
export const FullTerms: Story = { args: { initialTab: 'terms' } };

/** The full terms with every section opened. */
export const FullTermsExpanded: Story = {
  args: { initialTab: 'terms' },
  play: async ({ canvasElement }) => {
    // The rules' texts load as a catalog part first.
    const panel = await within(canvasElement).findByRole('tabpanel');
    for (const trigger of within(panel).getAllByRole('button')) {
      await userEvent.click(trigger);
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    }
  },
};

/** At 360 px the tab strip scrolls sideways; the selected tab scrolls into view when focused. */
export const OnAPhone: Story = {
  args: { initialTab: 'prizes' },
  globals: { viewport: { value: 'w360' } },
};

/** Keyboard: arrows move between tabs (mirrored in right to left), Home and End jump. */
export const KeyboardSwitching: Story = {
  args: { initialTab: 'overview' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    (await canvas.findByRole('tab', { selected: true })).focus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { selected: true })).toHaveAttribute(
      'aria-controls',
      canvas.getByRole('tabpanel').id,
    );
    await expect(within(canvas.getByRole('tabpanel')).getAllByRole('button')).toHaveLength(6);
  },
};
