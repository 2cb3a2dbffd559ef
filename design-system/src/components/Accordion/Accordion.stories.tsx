import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { rtlParameters, withDesignSystem } from '../../private/storybook';
import { Accordion, type AccordionRootProps } from './Accordion';

const faq = [
  { value: 'who', question: 'Who can join the contest?', answer: 'Every live account in good standing.' },
  {
    value: 'when',
    question: 'When are prizes paid?',
    answer: 'Within 10 working days after the round ends, to the trading account.',
  },
  {
    value: 'how',
    question: 'How is the rank computed?',
    answer: 'By return rate over the round; ties go to the larger traded volume.',
  },
];

function Example(props: AccordionRootProps) {
  return (
    <Accordion.Root {...props}>
      {faq.map((entry) => (
        <Accordion.Item key={entry.value} value={entry.value}>
          <Accordion.Trigger>{entry.question}</Accordion.Trigger>
          <Accordion.Content>{entry.answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

const meta = {
  title: 'Design system/Accordion',
  component: Example,
  decorators: [withDesignSystem],
  args: { type: 'single', children: null },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'Who can join the contest?' });
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
  },
};

export const SingleOpen: Story = { args: { type: 'single', defaultValue: 'when' } };

export const SingleNotCollapsible: Story = {
  args: { type: 'single', defaultValue: 'who', collapsible: false },
};

export const Multiple: Story = { args: { type: 'multiple', defaultValue: ['who', 'how'] } };

export const Disabled: Story = { args: { type: 'single', disabled: true } };

export const RightToLeft: Story = {
  parameters: rtlParameters,
  args: { type: 'single', defaultValue: 'who' },
};
