import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  Accordion,
  type AccordionMultipleProps,
  type AccordionRootProps,
  type AccordionSingleProps,
} from './Accordion';

const faq = [
  { value: 'who', question: 'Who can join?', answer: 'Every live account in good standing.' },
  { value: 'when', question: 'When are prizes paid?', answer: 'Within 10 working days after the round.' },
  { value: 'how', question: 'How is the rank computed?', answer: 'By return rate, then by volume.' },
];

type ExampleProps = Omit<AccordionSingleProps, 'children'> | Omit<AccordionMultipleProps, 'children'>;

function Example(props: ExampleProps) {
  return (
    <Accordion.Root {...(props as AccordionRootProps)}>
      {faq.map((entry) => (
        <Accordion.Item key={entry.value} value={entry.value}>
          <Accordion.Trigger headingLevel={2}>{entry.question}</Accordion.Trigger>
          <Accordion.Content>{entry.answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

const trigger = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('renders headings whose buttons report and control their panel', async () => {
    const user = userEvent.setup();
    render(<Example type="single" />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    const who = trigger('Who can join?');
    expect(who).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Every live account in good standing.')).not.toBeInTheDocument();

    await user.click(who);
    expect(who).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Who can join?' });
    expect(panel).toHaveTextContent('Every live account in good standing.');
    expect(who).toHaveAttribute('aria-controls', panel.id);
  });

  it('single: opening one closes the other, and the open one collapses by default', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Example type="single" defaultValue="who" onValueChange={onValueChange} />);
    await user.click(trigger('When are prizes paid?'));
    expect(trigger('Who can join?')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('When are prizes paid?')).toHaveAttribute('aria-expanded', 'true');
    expect(onValueChange).toHaveBeenLastCalledWith('when');
    await user.click(trigger('When are prizes paid?'));
    expect(trigger('When are prizes paid?')).toHaveAttribute('aria-expanded', 'false');
    expect(onValueChange).toHaveBeenLastCalledWith('');
  });

  it('single, not collapsible: the open item stays open', async () => {
    const user = userEvent.setup();
    render(<Example type="single" defaultValue="who" collapsible={false} />);
    await user.click(trigger('Who can join?'));
    expect(trigger('Who can join?')).toHaveAttribute('aria-expanded', 'true');
  });

  it('multiple: items open independently', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Example type="multiple" onValueChange={onValueChange} />);
    await user.click(trigger('Who can join?'));
    await user.click(trigger('How is the rank computed?'));
    expect(trigger('Who can join?')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('How is the rank computed?')).toHaveAttribute('aria-expanded', 'true');
    expect(onValueChange).toHaveBeenLastCalledWith(['who', 'how']);
  });

  it('works from the keyboard: arrows move between headings, Enter and Space toggle', async () => {
    const user = userEvent.setup();
    render(<Example type="multiple" />);
    await user.tab();
    expect(trigger('Who can join?')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(trigger('When are prizes paid?')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(trigger('When are prizes paid?')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(trigger('When are prizes paid?')).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{End}');
    expect(trigger('How is the rank computed?')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(trigger('Who can join?')).toHaveFocus();
  });

  it('does not open disabled items', async () => {
    const user = userEvent.setup();
    render(<Example type="single" disabled />);
    await user.click(trigger('Who can join?'));
    expect(trigger('Who can join?')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Who can join?')).toBeDisabled();
  });

  describe('a closed panel is mounted only when it is needed', () => {
    // Radix names the panel in `aria-controls` only while it is open; the panel names its heading always.
    const panelOf = (name: string) => document.querySelector(`[aria-labelledby="${trigger(name).id}"]`);

    it('mounts it when its heading is pointed at, pressed or focused, before it opens', async () => {
      const user = userEvent.setup();
      render(<Example type="single" />);
      // Each mounted panel measures itself (a forced layout): a board of 20 closed rows paid 20.
      expect(panelOf('Who can join?')).toBeNull();
      expect(panelOf('When are prizes paid?')).toBeNull();
      expect(panelOf('How is the rank computed?')).toBeNull();

      await user.hover(trigger('Who can join?'));
      // Mounted closed, so that the opening animates from a closed panel.
      expect(panelOf('Who can join?')).toHaveAttribute('data-state', 'closed');
      expect(panelOf('Who can join?')).not.toBeVisible();
      fireEvent.pointerDown(trigger('When are prizes paid?'));
      expect(panelOf('When are prizes paid?')).toHaveAttribute('data-state', 'closed');
      fireEvent.focus(trigger('How is the rank computed?'));
      expect(panelOf('How is the rank computed?')).toHaveAttribute('data-state', 'closed');
    });

    it('has the panel of an item open from the start or by the value it is given', () => {
      const { rerender } = render(<Example type="single" defaultValue="how" />);
      expect(screen.getByRole('region', { name: 'How is the rank computed?' })).toHaveTextContent(
        'By return rate, then by volume.',
      );
      rerender(<Example type="multiple" value={['who', 'when']} />);
      expect(screen.getByRole('region', { name: 'Who can join?' })).toBeVisible();
      expect(screen.getByRole('region', { name: 'When are prizes paid?' })).toBeVisible();
    });

    it('keeps the panel of an item that closed, for its closing animation', async () => {
      const user = userEvent.setup();
      render(<Example type="single" />);
      await user.click(trigger('Who can join?'));
      await user.click(trigger('When are prizes paid?'));
      expect(panelOf('Who can join?')).toHaveAttribute('data-state', 'closed');
      expect(screen.getByRole('region', { name: 'When are prizes paid?' })).toBeVisible();
    });
  });
});
