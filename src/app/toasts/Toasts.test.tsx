import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  SYSTEM_ERROR_AUTO_CLOSE_MS,
  TOAST_FADE_MS,
  toastsMachine,
  type ToastsEvent,
} from '../../../machines/toasts.machine';
import { delayedEventTypes, describeModelPaths } from '../../../machines/testing/modelPaths';
import { createTraceEmitter } from '../../api/traceEvents';
import { activateSourceLocale } from '../../testing/i18n';
import { toastEffects } from './toastEffects';
import { Toasts } from './Toasts';

const [autoClose, fade] = delayedEventTypes(toastsMachine);

describeModelPaths(
  'Toasts driven by the toasts machine and the API client’s trace-id events',
  toastsMachine,
  {
    // The site's toasts come from trace-id events: a business failure and a timeout.
    events: [
      { type: 'toast.requested', toast: { kind: 'systemError', traceId: 'trace-1' } },
      { type: 'dismiss.requested' },
      { type: 'copy.requested' },
      // Hovering holds the toast the same way (the machine's own test and the test below cover it).
      { type: 'focus.entered' },
      { type: 'focus.left' },
      { type: autoClose! },
      { type: fade! },
    ] as ToastsEvent[],
    stopWhen: (snapshot) => snapshot.context.nextId > 3,
  },
  {
    render: () => {
      vi.useFakeTimers({ shouldAdvanceTime: false });
      activateSourceLocale();
      const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      const events = createTraceEmitter();
      const clipboard = { writeText: vi.fn(() => Promise.resolve()) };
      const view = render(
        <I18nProvider i18n={i18n}>
          <Toasts machine={toastsMachine.provide(toastEffects(events, clipboard))} />
        </I18nProvider>,
      );
      return { ...view, user, events, clipboard, emitted: 0 };
    },
    events: {
      'toast.requested': (system) => {
        // Alternate the two kinds of trace-id event; both carry the id the toast shows.
        act(() =>
          system.events.emit(
            system.emitted++ % 2 === 0
              ? { kind: 'business', code: 10500, traceId: 'trace-1', message: 'Internal error' }
              : { kind: 'timeout', token: 'trace-1' },
          ),
        );
      },
      // Clicks without moving the pointer or focus: those are events of their own here.
      'dismiss.requested': () => {
        fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      },
      'copy.requested': () => {
        fireEvent.click(screen.getByRole('button', { name: /Exception ID: trace-1/ }));
      },
      'focus.entered': () => {
        act(() => screen.getByRole('button', { name: /Exception ID: trace-1/ }).focus());
      },
      'focus.left': () => {
        act(() => screen.getByRole('button', { name: /Exception ID: trace-1/ }).blur());
      },
      [autoClose!]: async () => {
        await act(() => vi.advanceTimersByTimeAsync(SYSTEM_ERROR_AUTO_CLOSE_MS));
      },
      [fade!]: async () => {
        await act(() => vi.advanceTimersByTimeAsync(TOAST_FADE_MS));
      },
    },
    states: {
      idle: () => {
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      },
      'showing.visible': ({ clipboard }, snapshot) => {
        const toast = screen.getByRole('alert');
        expect(toast).toHaveAttribute('data-state', 'open');
        expect(toast).toHaveTextContent('System error');
        expect(toast).toHaveTextContent('Exception ID: trace-1');
        expect(toast).toHaveTextContent('Please contact customer service and quote this ID.');
        const copied = snapshot.matches({ showing: { visible: { copy: 'copied' } } });
        expect(within(toast).getByRole('button', { name: /Exception ID/ })).toHaveTextContent(
          copied ? 'Copied' : 'Click to copy',
        );
        if (copied) expect(clipboard.writeText).toHaveBeenLastCalledWith('trace-1');
        else expect(clipboard.writeText).not.toHaveBeenCalled();
      },
      // WCAG 2.2.1: while focus is inside, it outlasts its 8 s.
      'showing.visible.timer.held': async () => {
        await act(() => vi.advanceTimersByTimeAsync(SYSTEM_ERROR_AUTO_CLOSE_MS + 2000));
        expect(screen.getByRole('alert')).toHaveAttribute('data-state', 'open');
      },
      'showing.fading': () => {
        expect(screen.getByRole('alert')).toHaveAttribute('data-state', 'closing');
      },
    },
    say: {
      'xstate.init': 'Open any page of the site; no toast shows.',
      'toast.requested':
        'Make a call of the page fail with a business code or time out (a sandbox fault, `POST /sandbox/faults`), e.g. reload the page.',
      'dismiss.requested': 'Click the toast’s *Close* button.',
      'copy.requested': 'Click the toast’s *Exception ID* button.',
      'focus.entered': 'Move the keyboard focus into the toast (Tab to its *Exception ID* button).',
      'focus.left': 'Move the keyboard focus out of the toast.',
    },
    cleanup: ({ unmount }) => {
      unmount();
      vi.useRealTimers();
    },
  },
);

describe('Toasts in use (WCAG 2.2.1)', () => {
  const renderWithToast = () => {
    activateSourceLocale();
    const events = createTraceEmitter();
    const clipboard = { writeText: vi.fn(() => Promise.resolve()) };
    render(
      <I18nProvider i18n={i18n}>
        <button type="button">Before</button>
        <Toasts machine={toastsMachine.provide(toastEffects(events, clipboard))} />
      </I18nProvider>,
    );
    act(() => events.emit({ kind: 'timeout', token: 'trace-1' }));
  };

  it('stays while the pointer rests on it, past its 8 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderWithToast();
    await user.hover(screen.getByRole('alert'));
    await act(() => vi.advanceTimersByTimeAsync(9500));
    expect(screen.getByRole('alert')).toHaveAttribute('data-state', 'open');
    await user.unhover(screen.getByRole('alert'));
    await act(() => vi.advanceTimersByTimeAsync(SYSTEM_ERROR_AUTO_CLOSE_MS + TOAST_FADE_MS));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    vi.useRealTimers();
  });

  it('stays while focus is on its copy button, and closing it hands focus back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderWithToast();
    const before = screen.getByRole('button', { name: 'Before' });
    act(() => before.focus());
    await user.tab();
    expect(screen.getByRole('button', { name: /Exception ID: trace-1/ })).toHaveFocus();
    await act(() => vi.advanceTimersByTimeAsync(9500));
    expect(screen.getByRole('alert')).toHaveAttribute('data-state', 'open');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(before).toHaveFocus();
    vi.useRealTimers();
  });
});
