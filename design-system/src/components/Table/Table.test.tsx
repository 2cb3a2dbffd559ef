import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '../../testing/resizeObserverStub';
import { Table, type TableColumn } from './Table';

interface Ranking {
  rank: number;
  account: string;
  returnRate: number;
}

const columns: TableColumn<Ranking>[] = [
  { key: 'rank', header: 'Rank', align: 'end' },
  { key: 'account', header: 'Account', isRowHeader: true },
  { key: 'returnRate', header: 'Return', align: 'end', render: (row) => `${row.returnRate.toFixed(2)} %` },
];

const rows: Ranking[] = [
  { rank: 1, account: '8****21', returnRate: 182.4 },
  { rank: 2, account: '5****07', returnRate: 96.15 },
];

describe('Table', () => {
  it('is a table named by its caption, with column and row headers', () => {
    render(
      <Table
        caption="Forex ranking"
        label="Forex ranking, scrollable"
        columns={columns}
        rows={rows}
        emptyText="-"
      />,
    );
    const table = screen.getByRole('table', { name: 'Forex ranking' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Rank', 'Account', 'Return']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['8****21', '5****07']);
    const firstRow = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(
      within(firstRow)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '182.40 %']);
  });

  it('shows the empty text in one cell spanning every column', () => {
    render(
      <Table caption="Ranking" label="Ranking" columns={columns} rows={[]} emptyText="No ranking yet" />,
    );
    const cell = screen.getByRole('cell', { name: 'No ranking yet' });
    expect(cell).toHaveAttribute('colspan', '3');
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  afterEach(() => vi.restoreAllMocks());

  /** Lays the box out `scrollWidth` wide inside `clientWidth` (jsdom lays nothing out). */
  const layOut = (scrollWidth: number, clientWidth: number) => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
  };
  const table = (shown: Ranking[] = rows) => (
    <>
      <Table caption="Ranking" label="Ranking" columns={columns} rows={shown} emptyText="-" />
      <button type="button">After</button>
    </>
  );
  /** The table with its return cells drawn by `returns`, to count how often its cells are rendered. */
  const countedTable = (returns: (row: Ranking) => string, stacksBelowViewport?: number) => (
    <Table
      caption="Ranking"
      label="Ranking"
      columns={columns.map((column) =>
        column.key === 'returnRate' ? { ...column, render: returns } : column,
      )}
      rows={rows}
      emptyText="-"
      stacksBelowViewport={stacksBelowViewport}
    />
  );
  /** The browser's next frame, before which the table measures itself. */
  const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
  /** Renders the table and lets the browser draw it once. */
  const renderLaidOut = async () => {
    const layouts = stubResizeObserver();
    const view = render(table());
    await nextFrame();
    return { ...view, layouts };
  };
  const region = () => screen.getByRole('region', { name: 'Ranking' });

  it('wraps the table in a named region that the keyboard can focus and scroll while it scrolls sideways', async () => {
    layOut(500, 300);
    const user = userEvent.setup();
    await renderLaidOut();
    expect(region()).toContainElement(screen.getByRole('table'));
    await user.tab();
    expect(region()).toHaveFocus();
  });

  it('takes no Tab stop when it fits, with nothing to scroll', async () => {
    layOut(300, 300);
    const user = userEvent.setup();
    await renderLaidOut();
    expect(region()).not.toHaveAttribute('tabindex');
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('stacks its rows when the columns do not fit, a table still, and goes back to columns once its box is wide enough', async () => {
    layOut(500, 300);
    const { layouts } = await renderLaidOut();
    expect(region()).toHaveAttribute('data-stacked');
    const stacked = screen.getByRole('table', { name: 'Ranking' });
    // Each stacked cell shows its column's heading (generated from `data-label`) before its value.
    expect(
      within(stacked)
        .getAllByRole('rowheader')
        .map((cell) => [cell.dataset.label, cell.textContent]),
    ).toEqual([
      ['Account', '8****21'],
      ['Account', '5****07'],
    ]);
    layOut(500, 520);
    act(() => layouts.report());
    expect(region()).not.toHaveAttribute('data-stacked');
  });

  it('measures in the next frame, not while it renders (a layout forced in the task that brings the rows)', async () => {
    const scrollWidth = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(500);
    const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    stubResizeObserver();
    const { rerender } = render(table([]));
    rerender(table());
    expect(scrollWidth).not.toHaveBeenCalled();
    expect(clientWidth).not.toHaveBeenCalled();
    expect(region()).not.toHaveAttribute('data-stacked');
    await nextFrame();
    expect(region()).toHaveAttribute('data-stacked');
  });

  it('stacks without rendering its cells again: only the box changes, the cells already hold both layouts', async () => {
    layOut(500, 300);
    stubResizeObserver();
    const returns = vi.fn((row: Ranking) => `${row.returnRate.toFixed(2)} %`);
    render(countedTable(returns));
    const rendered = returns.mock.calls.length;
    await nextFrame();
    expect(region()).toHaveAttribute('data-stacked');
    expect(returns).toHaveBeenCalledTimes(rendered);
  });

  describe('on a viewport narrower than its columns can be (stacksBelowViewport)', () => {
    const narrowTable = (returns = (row: Ranking) => `${row.returnRate.toFixed(2)} %`) =>
      countedTable(returns, 640);

    it('is stacked from its first render, and the frame that shows it draws nothing again', async () => {
      vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(412);
      const scrollWidth = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(354);
      const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(354);
      stubResizeObserver();
      const returns = vi.fn((row: Ranking) => `${row.returnRate.toFixed(2)} %`);
      render(narrowTable(returns));
      expect(region()).toHaveAttribute('data-stacked');
      expect(scrollWidth).not.toHaveBeenCalled();
      expect(clientWidth).not.toHaveBeenCalled();
      const rendered = returns.mock.calls.length;
      await nextFrame();
      expect(region()).toHaveAttribute('data-stacked');
      expect(returns).toHaveBeenCalledTimes(rendered);
    });

    it('goes to columns once its box is that wide and the columns fit, and stacks again when they do not', async () => {
      vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(412);
      layOut(354, 354);
      const layouts = stubResizeObserver();
      render(narrowTable());
      await nextFrame();
      layOut(700, 700);
      act(() => layouts.report());
      await nextFrame();
      expect(region()).not.toHaveAttribute('data-stacked');
      layOut(900, 700);
      act(() => layouts.report());
      await nextFrame();
      expect(region()).toHaveAttribute('data-stacked');
    });

    it('is measured first on a wider viewport', async () => {
      vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1280);
      layOut(300, 300);
      stubResizeObserver();
      render(narrowTable());
      expect(region()).not.toHaveAttribute('data-stacked');
      await nextFrame();
      expect(region()).not.toHaveAttribute('data-stacked');
    });
  });

  it('measures again in the next frame when its rows change', async () => {
    layOut(300, 300);
    const { rerender } = await renderLaidOut();
    expect(region()).not.toHaveAttribute('data-stacked');
    layOut(500, 300);
    rerender(table([...rows, { rank: 3, account: '1****99', returnRate: 12.5 }]));
    await nextFrame();
    expect(region()).toHaveAttribute('data-stacked');
  });

  it('marks the highlighted row as current', () => {
    render(
      <Table
        caption="Ranking"
        label="Ranking"
        columns={columns}
        rows={rows}
        emptyText="-"
        getRowKey={(row) => row.account}
        isRowHighlighted={(row) => row.rank === 2}
      />,
    );
    const current = screen.getAllByRole('row').filter((row) => row.getAttribute('aria-current') === 'true');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('5****07');
  });

  it('can hide the caption visually while keeping the accessible name', () => {
    render(
      <Table
        caption="Hall of fame"
        hideCaption
        label="Hall of fame"
        columns={columns}
        rows={rows}
        emptyText="-"
      />,
    );
    expect(screen.getByRole('table', { name: 'Hall of fame' })).toBeInTheDocument();
  });
});
