import { memo, useLayoutEffect, useRef, useState, type Key, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Table.css';
import type { TableAlign } from './Table.css';

export interface TableColumn<Row> {
  /** Unique per table; without `render`, the cell shows `row[key]`. */
  key: string;
  /** Column heading, already translated; stacked, each cell shows it too (`data-label`). */
  header: string;
  /** `end` for numbers (ranks, amounts, percentages). @default 'start' */
  align?: TableAlign;
  /** The column that names each row (the account); its cells become row headers. */
  isRowHeader?: boolean;
  render?: (row: Row, index: number) => ReactNode;
}

export interface TableProps<Row> {
  /** What the table shows, already translated; its accessible name. */
  caption: ReactNode;
  /** Keep the caption for screen readers only. @default false */
  hideCaption?: boolean;
  columns: ReadonlyArray<TableColumn<Row>>;
  rows: readonly Row[];
  /** A stable key per row. @default the row's index */
  getRowKey?: (row: Row, index: number) => Key;
  /** Marks a row (the signed-in person's own rank) with `aria-current` and a highlight. */
  isRowHighlighted?: (row: Row, index: number) => boolean;
  /** Shown in one full-width cell when `rows` is empty, already translated. */
  emptyText: ReactNode;
  /**
   * Accessible name of the table's box (already translated). The box takes keyboard focus so that arrow
   * keys can scroll a cell too wide for it; the table itself stacks rather than scroll sideways.
   */
  label: string;
  /**
   * A viewport width (CSS px) under which the columns cannot fit in any locale (their narrowest, at the default
   * text size): on a narrower screen the table is drawn stacked from its first render, rather than drawn in
   * columns, measured, and laid out again stacked in the frame that shows it.
   */
  stacksBelowViewport?: number;
}

/** The default row key: one function for every render, so that the table's content is not rendered again for it. */
const rowIndex = (_row: unknown, index: number) => index;

function defaultCell(row: unknown, key: string): ReactNode {
  const value = (row as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

/**
 * Whether the table no longer fits its box (a narrow screen, large text): then it stacks, one block per
 * row with a label before each value (WCAG 1.4.10), and goes back to columns once its box is as wide as
 * the table was. And whether the box still scrolls sideways (a value too long to wrap).
 *
 * Measured in the next frame, before the browser lays it out and paints it, rather than in a layout effect,
 * where the measure laid the whole page out inside the task that rendered the rows and again once they
 * stacked (23–29 ms of the race page's data render at 412 px). A change of stacking found then is drawn at
 * once (`flushSync`), in that frame; a change of the box's size (its width, its content) is measured when
 * the observer reports it.
 */
function useStackWhenTooWide(rowCount: number, stacksBelowViewport: number | undefined) {
  const box = useRef<HTMLDivElement>(null);
  const table = useRef<HTMLTableElement>(null);
  // The box is never wider than the viewport, so a viewport narrower than the columns' least width stacks them;
  // the viewport's width is known without laying anything out. Until measured, the columns need that much.
  const [stacked, setStacked] = useState(
    () => stacksBelowViewport !== undefined && window.innerWidth < stacksBelowViewport,
  );
  const [scrolls, setScrolls] = useState(false);
  const widthInColumns = useRef(stacked ? stacksBelowViewport! : 0);
  useLayoutEffect(() => {
    const boxElement = box.current;
    const tableElement = table.current;
    if (!boxElement || !tableElement) return;
    const check = (draw: (update: () => void) => void) => {
      if (!stacked) {
        widthInColumns.current = tableElement.scrollWidth;
        if (widthInColumns.current > boxElement.clientWidth + 1) draw(() => setStacked(true));
      } else if (boxElement.clientWidth >= widthInColumns.current) {
        draw(() => setStacked(false));
      }
      setScrolls(boxElement.scrollWidth > boxElement.clientWidth + 1);
    };
    const frame = requestAnimationFrame(() => check(flushSync));
    const resizes =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => check((update) => update()));
    resizes?.observe(boxElement);
    return () => {
      cancelAnimationFrame(frame);
      resizes?.disconnect();
    };
  }, [stacked, rowCount]);
  return { box, table, stacked, scrolls };
}

/**
 * A semantic data table with a caption, column alignment and an empty state. When its columns do not
 * fit (narrow screens, 200 % text) the rows stack into label/value lines instead of scrolling sideways.
 */
export function Table<Row>({
  label,
  hideCaption = false,
  getRowKey = rowIndex,
  stacksBelowViewport,
  ...content
}: TableProps<Row>) {
  const { box, table, stacked, scrolls } = useStackWhenTooWide(content.rows.length, stacksBelowViewport);
  return (
    <div
      ref={box}
      className={styles.scroller}
      role="region"
      aria-label={label}
      // A Tab stop only while there is something to scroll with the keyboard: an extra stop is a needless
      // one, and a stacked table taller than the screen could not show its top clear of a pinned bar.
      tabIndex={scrolls ? 0 : undefined}
      data-stacked={stacked || undefined}
    >
      <TableContent tableRef={table} hideCaption={hideCaption} getRowKey={getRowKey} {...content} />
    </div>
  );
}

type TableContentProps<Row> = Omit<TableProps<Row>, 'label' | 'getRowKey'> & {
  tableRef: RefObject<HTMLTableElement | null>;
  getRowKey: NonNullable<TableProps<Row>['getRowKey']>;
};

/**
 * The table, the same in columns and stacked, so that stacking, found in the frame that paints the rows, changes
 * the box's attribute alone rather than rendering every cell again (on the race page at 412 px, a quarter of that
 * frame's tasks: 76 → 56 ms at 1× CPU). Stacked, the cells are blocks: the explicit roles keep the table's
 * semantics for screen readers, and each cell shows its column's heading from its `data-label` (Table.css.ts).
 */
const TableContent = memo(function TableContent<Row>({
  tableRef,
  caption,
  hideCaption,
  columns,
  rows,
  getRowKey,
  isRowHighlighted,
  emptyText,
}: TableContentProps<Row>) {
  return (
    <table ref={tableRef} className={styles.table} role="table">
      <caption className={hideCaption ? undefined : styles.caption}>
        {hideCaption ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}
      </caption>
      <thead role="rowgroup">
        <tr className={styles.row} role="row">
          {columns.map((column) => (
            <th
              key={column.key}
              scope="col"
              role="columnheader"
              className={styles.cell({ align: column.align, head: true })}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.length === 0 ? (
          <tr className={styles.row} role="row">
            <td colSpan={Math.max(columns.length, 1)} className={styles.empty} role="cell">
              {emptyText}
            </td>
          </tr>
        ) : (
          rows.map((row, index) => {
            const highlighted = isRowHighlighted?.(row, index) ?? false;
            return (
              <tr
                key={getRowKey(row, index)}
                className={styles.row}
                role="row"
                data-highlighted={highlighted || undefined}
                aria-current={highlighted || undefined}
              >
                {columns.map((column) => {
                  const value = column.render ? column.render(row, index) : defaultCell(row, column.key);
                  const className = styles.cell({ align: column.align, rowHeader: column.isRowHeader });
                  // One box for the value: stacked, it is the line's second column, after the heading.
                  const content = <span>{value}</span>;
                  return column.isRowHeader ? (
                    <th
                      key={column.key}
                      scope="row"
                      role="rowheader"
                      className={className}
                      data-label={column.header}
                    >
                      {content}
                    </th>
                  ) : (
                    <td key={column.key} role="cell" className={className} data-label={column.header}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            );
          })
        )}
      </tbody>
    </table>
  );
}) as <Row>(props: TableContentProps<Row>) => ReactNode;
