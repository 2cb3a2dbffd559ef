import type { Key, ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Table.css';
import type { TableAlign } from './Table.css';

export interface TableColumn<Row> {
  /** Unique per table; without `render`, the cell shows `row[key]`. */
  key: string;
  /** Column heading, already translated. */
  header: ReactNode;
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
   * Accessible name of the scroll container (already translated): narrow screens scroll the table
   * sideways, and the container takes keyboard focus so that arrow keys can scroll it.
   */
  label: string;
}

function defaultCell(row: unknown, key: string): ReactNode {
  const value = (row as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

/** A semantic data table with a caption, column alignment, an empty state and sideways scrolling. */
export function Table<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  getRowKey = (_row, index) => index,
  isRowHighlighted,
  emptyText,
  label,
}: TableProps<Row>) {
  return (
    <div className={styles.scroller} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>
        <caption className={hideCaption ? undefined : styles.caption}>
          {hideCaption ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}
        </caption>
        <thead>
          <tr className={styles.row}>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={styles.cell({ align: column.align, head: true })}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr className={styles.row}>
              <td colSpan={Math.max(columns.length, 1)} className={styles.empty}>
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
                  data-highlighted={highlighted || undefined}
                  aria-current={highlighted || undefined}
                >
                  {columns.map((column) => {
                    const content = column.render ? column.render(row, index) : defaultCell(row, column.key);
                    const className = styles.cell({ align: column.align, rowHeader: column.isRowHeader });
                    return column.isRowHeader ? (
                      <th key={column.key} scope="row" className={className}>
                        {content}
                      </th>
                    ) : (
                      <td key={column.key} className={className}>
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
    </div>
  );
}
