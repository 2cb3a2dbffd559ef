import * as styles from './Pagination.css';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are; nothing is drawn for fewer than 2. */
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Name of the navigation landmark, already translated, e.g. "Leaderboard pages". */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** Accessible name of a page button, already translated, e.g. `(n) => \`Page ${n}\``. */
  pageLabel: (page: number) => string;
  /** Pages shown on each side of the current one before a gap. @default 1 */
  siblings?: number;
}

type Item = number | 'gap-start' | 'gap-end';

/** First, last, and the pages around the current one, with gaps where pages are skipped. */
export function paginationItems(page: number, pageCount: number, siblings = 1): Item[] {
  const from = Math.max(2, page - siblings);
  const to = Math.min(pageCount - 1, page + siblings);
  const items: Item[] = [1];
  if (from > 2) items.push('gap-start');
  for (let n = from; n <= to; n += 1) items.push(n);
  if (to < pageCount - 1) items.push('gap-end');
  if (pageCount > 1) items.push(pageCount);
  return items;
}

function Arrow({ d }: { d: string }) {
  return (
    <svg
      className={styles.arrow}
      width="16"
      height="16"
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Page buttons for a long list: previous, numbered pages with gaps, next. The current page is `aria-current`. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
  siblings = 1,
}: PaginationProps) {
  if (pageCount < 2) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.button}
            aria-label={previousLabel}
            disabled={current === 1}
            onClick={() => onPageChange(current - 1)}
          >
            <Arrow d="M10 3L5 8l5 5" />
          </button>
        </li>
        {paginationItems(current, pageCount, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={styles.button}
                aria-label={pageLabel(item)}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className={styles.gap} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.button}
            aria-label={nextLabel}
            disabled={current === pageCount}
            onClick={() => onPageChange(current + 1)}
          >
            <Arrow d="M6 3l5 5-5 5" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
