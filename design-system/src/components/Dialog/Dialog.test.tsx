import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { Dialog, type DialogRootProps } from './Dialog';
import { modalOverlayOpenAttribute } from '../../private/OverlayOpenMark';

function Example(props: Omit<DialogRootProps, 'children'>) {
  return (
    <Dialog.Root {...props}>
      <Dialog.Trigger>
        <Button>Open prize details</Button>
      </Dialog.Trigger>
      <Dialog.Content closeLabel="Close">
        <Dialog.Title>First prize</Dialog.Title>
        <Dialog.Description>A gold bar of 100 g.</Dialog.Description>
        <input aria-label="Delivery note" />
        <Dialog.Actions>
          <Dialog.Close>
            <Button tone="ghost">Got it</Button>
          </Dialog.Close>
        </Dialog.Actions>
      </Dialog.Content>
    </Dialog.Root>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

/**
 * Renders the example already open and lets it settle, as a person's first click comes after the dialog has
 * appeared: its layer takes the pointer in an update of its own after mounting (one click failed on a
 * loaded CI machine when it came first).
 */
async function renderOpen(props: Omit<DialogRootProps, 'children' | 'defaultOpen'> = {}) {
  render(<Example defaultOpen {...props} />);
  await act(() => new Promise((settled) => setTimeout(settled, 0)));
}

/** A dialog mounted on demand by an ordinary button, as when its code loads on the first click. */
function OpenedOnDemand() {
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button ref={opener} type="button" onClick={() => setOpen(true)}>
        See all prizes
      </button>
      {open ? (
        <Dialog.Root defaultOpen onOpenChange={(next) => setOpen(next)}>
          <Dialog.Content closeLabel="Close" returnFocusTo={opener} aria-describedby={undefined}>
            <Dialog.Title>Prizes</Dialog.Title>
          </Dialog.Content>
        </Dialog.Root>
      ) : null}
    </>
  );
}

describe('Dialog', () => {
  it('opens from its trigger as a named, described modal dialog and focuses inside it', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Example onOpenChange={onOpenChange} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open prize details' }));

    const dialog = screen.getByRole('dialog', { name: 'First prize' });
    expect(dialog).toHaveAccessibleDescription('A gold bar of 100 g.');
    expect(dialog).toHaveAttribute('data-state', 'open');
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    // The corner close button comes last, so the first field gets the focus.
    expect(screen.getByRole('textbox', { name: 'Delivery note' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Example onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Open prize details' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(trigger).toHaveFocus();
  });

  it('marks the body while open, in the same commits as the body loses and gets back the pointer', async () => {
    const user = userEvent.setup();
    render(<Example />);
    expect(document.body).not.toHaveAttribute(modalOverlayOpenAttribute);
    await user.click(screen.getByRole('button', { name: 'Open prize details' }));
    expect(document.body).toHaveAttribute(modalOverlayOpenAttribute);
    expect(document.body.style.pointerEvents).toBe('none');
    await user.keyboard('{Escape}');
    expect(document.body).not.toHaveAttribute(modalOverlayOpenAttribute);
    expect(document.body.style.pointerEvents).toBe('');
  });

  it('gives focus back to returnFocusTo when it was opened without a Dialog.Trigger', async () => {
    const user = userEvent.setup();
    render(<OpenedOnDemand />);
    await user.click(screen.getByRole('button', { name: 'See all prizes' }));
    expect(screen.getByRole('dialog', { name: 'Prizes' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'See all prizes' })).toHaveFocus());
  });

  it('gives focus back to the control that opened it, when controlled without a trigger or returnFocusTo', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Share poster
          </button>
          <Dialog.Root open={open} onOpenChange={setOpen}>
            <Dialog.Content closeLabel="Close" aria-describedby={undefined}>
              <Dialog.Title>Poster</Dialog.Title>
            </Dialog.Content>
          </Dialog.Root>
        </>
      );
    }
    render(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Share poster' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Share poster' })).toHaveFocus());
  });

  it('closes from the corner button named by closeLabel', async () => {
    const user = userEvent.setup();
    await renderOpen();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes from a Dialog.Close button of the body', async () => {
    const user = userEvent.setup();
    await renderOpen();
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click on the overlay', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    await renderOpen({ onOpenChange });
    const overlay = document.querySelector('[data-part="overlay"]');
    expect(overlay).toBeInstanceOf(HTMLElement);
    await user.click(overlay as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('traps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Example defaultOpen />);
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('stays open when controlled and the owner ignores the request, and reports it', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Example open onOpenChange={onOpenChange} />);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  describe('autoCloseMs', () => {
    it('closes by itself after the delay', () => {
      vi.useFakeTimers();
      const onOpenChange = vi.fn();
      render(<Example defaultOpen autoCloseMs={2000} onOpenChange={onOpenChange} />);
      act(() => vi.advanceTimersByTime(1999));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    });

    it('clears the timer when closed early, and restarts it on the next opening', () => {
      vi.useFakeTimers();
      const onOpenChange = vi.fn();
      render(<Example autoCloseMs={2000} onOpenChange={onOpenChange} />);
      const trigger = screen.getByRole('button', { name: 'Open prize details' });
      fireEvent.click(trigger);
      act(() => vi.advanceTimersByTime(1000));
      fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(200));

      // Reopened at 1200 ms: the first timer (due at 2000 ms) must not close this opening.
      fireEvent.click(trigger);
      act(() => vi.advanceTimersByTime(1999));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(onOpenChange.mock.calls).toEqual([[true], [false], [true]]);
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(onOpenChange.mock.calls).toEqual([[true], [false], [true], [false]]);
    });

    it('clears the timer on unmount', () => {
      vi.useFakeTimers();
      const onOpenChange = vi.fn();
      const { unmount } = render(<Example defaultOpen autoCloseMs={2000} onOpenChange={onOpenChange} />);
      unmount();
      act(() => vi.advanceTimersByTime(5000));
      expect(onOpenChange).not.toHaveBeenCalled();
    });
  });
});
