import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, type InspectionEvent } from 'xstate';
import { activateSourceLocale } from '../../testing/i18n';
import { collectInspection, type InspectorState } from './collector';
import InspectorPanel from './InspectorPanel';

const board = createMachine({
  id: 'leaderboard',
  context: { page: 1, records: Array.from({ length: 8 }, (_, index) => ({ rank: index + 1 })) },
  initial: 'listed',
  states: {
    listed: {
      meta: { description: 'The standings are shown.' },
      on: { 'page.selected': 'loading' },
    },
    loading: { on: { loaded: 'listed' } },
  },
});

/** A store fed by real actors' inspection, as the page's is. */
function pageStore() {
  let state: InspectorState = [];
  const listeners = new Set<() => void>();
  let now = Date.UTC(2026, 0, 2, 9, 30, 0);
  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    inspect(event: InspectionEvent) {
      if (event.type === '@xstate.event') now += 1_000;
      state = collectInspection(state, event, now);
      listeners.forEach((listener) => listener());
    },
  };
}

const renderPanel = (store: ReturnType<typeof pageStore>, onClose = vi.fn()) => {
  render(
    <I18nProvider i18n={i18n}>
      <InspectorPanel id="inspector" shortcut="Alt+Shift+Q" onClose={onClose} store={store} />
    </I18nProvider>,
  );
  return screen.getByRole('complementary', { name: 'State-machine inspector' });
};

describe('InspectorPanel', () => {
  beforeAll(activateSourceLocale);

  it('says so when no machine runs', () => {
    const panel = renderPanel(pageStore());
    expect(panel).toHaveTextContent('0 machines running');
    expect(panel).toHaveTextContent('No machine is running on this page.');
    expect(within(panel).getByRole('heading', { name: 'State-machine inspector' })).toHaveFocus();
  });

  it('shows each machine’s state, its meaning, its context and its last events as they change', async () => {
    const store = pageStore();
    const actor = createActor(board, { inspect: (event) => store.inspect(event) }).start();
    const panel = renderPanel(store);
    expect(panel).toHaveTextContent('1 machine running');
    const card = within(panel).getByRole('region', { name: 'leaderboard' });
    expect(card).toHaveTextContent('Statelisted');
    expect(card).toHaveTextContent('listed: The standings are shown.');
    expect(within(card).getByRole('link', { name: 'Paths in the QA report' })).toHaveAttribute(
      'href',
      '/sandbox/qa/paths/leaderboard.md#:~:text=Ends%20in%20state%20%60listed%60',
    );
    const context = within(card).getByText('Context').closest('details')!;
    expect(context).not.toHaveAttribute('open');
    await userEvent.click(within(card).getByText('Context'));
    expect(context).toHaveAttribute('open');
    expect(context).toHaveTextContent('"page": 1');
    expect(context).toHaveTextContent('… 3 more (8 in all)');

    act(() => actor.send({ type: 'page.selected', page: 2 } as never));
    expect(card).toHaveTextContent('Stateloading');
    expect(card).toHaveTextContent('This state has no description yet.');
    const events = within(card)
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('time'));
    expect(events.map((item) => item.textContent)).toEqual([
      '09:30:02.000page.selected {"page":2}',
      '09:30:01.000xstate.init',
    ]);

    act(() => actor.stop());
    expect(panel).toHaveTextContent('No machine is running on this page.');
  });

  it('closes with its button and with Escape', async () => {
    const onClose = vi.fn();
    const panel = renderPanel(pageStore(), onClose);
    await userEvent.click(within(panel).getByRole('button', { name: 'Close the inspector' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
