import { render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { modalOverlayOpenAttribute } from '../../private/OverlayOpenMark';
import { Select, type SelectProps } from './Select';

// jsdom lacks the pointer-capture and scrolling APIs that Radix Select calls.
beforeAll(() => {
  const proto = Element.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => undefined;
  proto.releasePointerCapture ??= () => undefined;
  proto.scrollIntoView ??= () => undefined;
});

const rounds = [
  { value: 'r1', label: 'Round 1' },
  { value: 'r2', label: 'Round 2' },
  { value: 'r3', label: 'Round 3', disabled: true },
  { value: 'r4', label: 'Round 4' },
];

function Example(props: Partial<SelectProps>) {
  return <Select label="Round" options={rounds} placeholder="Choose a round" {...props} />;
}

describe('Select', () => {
  it('is a combobox named by its label, showing the placeholder', () => {
    render(<Example />);
    const combobox = screen.getByRole('combobox', { name: 'Round' });
    expect(combobox).toHaveTextContent('Choose a round');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Round')).toBeVisible();
  });

  it('keeps a hidden label as the accessible name', () => {
    render(<Example hideLabel />);
    expect(screen.getByRole('combobox', { name: 'Round' })).toBeInTheDocument();
  });

  it('opens with the pointer and picks an option', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Example onValueChange={onValueChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Round' }));
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Round 3' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: 'Round 2' }));
    expect(onValueChange).toHaveBeenCalledWith('r2');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Round' })).toHaveTextContent('Round 2');
  });

  it('works from the keyboard, skipping disabled options', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Example defaultValue="r2" onValueChange={onValueChange} />);
    await user.tab();
    const combobox = screen.getByRole('combobox', { name: 'Round' });
    expect(combobox).toHaveFocus();
    expect(combobox).toHaveTextContent('Round 2');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Round 2' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Round 4' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('r4');
    expect(combobox).toHaveTextContent('Round 4');
    expect(combobox).toHaveFocus();
  });

  it('closes on Escape without changing the value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Example defaultValue="r1" onValueChange={onValueChange} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onValueChange).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox')).toHaveTextContent('Round 1');
  });

  it('follows a controlled value', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('r1');
      return (
        <>
          <Example value={value} onValueChange={setValue} />
          <button type="button" onClick={() => setValue('r4')}>
            Latest
          </button>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('combobox')).toHaveTextContent('Round 1');
    await user.click(screen.getByRole('button', { name: 'Latest' }));
    expect(screen.getByRole('combobox')).toHaveTextContent('Round 4');
  });

  it('covers the page while open and marks the body, in the same commits as the body loses and gets back the pointer', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const combobox = screen.getByRole('combobox', { name: 'Round' });
    // Pointed at: the list is built out of sight, and the page is still the person's.
    await user.hover(combobox);
    expect(document.body).not.toHaveAttribute(modalOverlayOpenAttribute);
    expect(document.querySelector('[data-select-scrim]')).toBeNull();
    await user.click(combobox);
    await screen.findByRole('listbox');
    expect(document.body).toHaveAttribute(modalOverlayOpenAttribute);
    expect(document.body.style.pointerEvents).toBe('none');
    expect(document.querySelector('[data-select-scrim]')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(document.body).not.toHaveAttribute(modalOverlayOpenAttribute);
    expect(document.body.style.pointerEvents).toBe('');
    expect(document.querySelector('[data-select-scrim]')).toBeNull();
  });

  it('closes, choosing nothing, when the page around it is pressed', async () => {
    // jsdom applies no style sheet: what a pointer meets on the page is e2e/restyle-scope.spec.ts's.
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const onValueChange = vi.fn();
    render(<Example defaultValue="r1" onValueChange={onValueChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Round' }));
    await screen.findByRole('listbox');
    await user.pointer({ keys: '[MouseLeft]', target: document.querySelector('[data-select-scrim]')! });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onValueChange).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Round' })).toHaveTextContent('Round 1');
  });

  it('does not open when disabled', async () => {
    const user = userEvent.setup();
    render(<Example disabled />);
    const combobox = screen.getByRole('combobox', { name: 'Round' });
    expect(combobox).toBeDisabled();
    await user.click(combobox);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  describe('builds its list of options only when it is needed', () => {
    // Radix builds a closed list out of sight and mirrors its options into a hidden native select in a form:
    // the mirror shows whether the list was built.
    const mirroredOptions = (form: HTMLElement) =>
      [...form.querySelectorAll('select[aria-hidden] option')].map((option) => option.textContent);

    it('when the trigger is pointed at, pressed or focused', async () => {
      const user = userEvent.setup();
      const { container } = render(
        <form>
          <Example defaultValue="r2" />
        </form>,
      );
      const combobox = screen.getByRole('combobox', { name: 'Round' });
      // Each option registers itself as it is built: a render of the whole select per option.
      expect(mirroredOptions(container)).toEqual([]);
      expect(combobox).toHaveTextContent('Round 2');
      await user.hover(combobox);
      expect(mirroredOptions(container)).toEqual(['Round 1', 'Round 2', 'Round 3', 'Round 4']);
    });

    it('from the start for a named form field, whose hidden select must hold the options', () => {
      const { container } = render(
        <form>
          <Example name="round" defaultValue="r4" />
        </form>,
      );
      expect(mirroredOptions(container)).toEqual(['Round 1', 'Round 2', 'Round 3', 'Round 4']);
      expect(container.querySelector('select[aria-hidden]')).toHaveValue('r4');
    });

    it('from the start for a required one, which the form validates', () => {
      const { container } = render(
        <form>
          <Example required defaultValue="r1" />
        </form>,
      );
      expect(container.querySelector<HTMLSelectElement>('select[aria-hidden]')!.checkValidity()).toBe(true);
    });

    it('in time for a first opening from the keyboard to list every option', async () => {
      const user = userEvent.setup();
      render(<Example defaultValue="r1" />);
      await user.tab();
      await user.keyboard('{ArrowDown}');
      expect(await screen.findAllByRole('option')).toHaveLength(4);
    });
  });
});
