import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

const rowsOf = (status: HTMLElement) =>
  Array.from(status.querySelectorAll<HTMLElement>('[aria-hidden="true"]'));

describe('Skeleton', () => {
  it('is a status named and announced by its label', () => {
    render(<Skeleton label="Loading the leaderboard" />);
    const status = screen.getByRole('status', { name: 'Loading the leaderboard' });
    expect(status).toHaveTextContent('Loading the leaderboard');
  });

  it('draws 3 rows of 120 px by default, hidden from assistive technology', () => {
    render(<Skeleton label="Loading" />);
    const rows = rowsOf(screen.getByRole('status'));
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.style.blockSize).toBe('120px');
  });

  it('takes the number and height of rows', () => {
    render(<Skeleton label="Loading" rows={5} rowHeight={48} />);
    const rows = rowsOf(screen.getByRole('status'));
    expect(rows).toHaveLength(5);
    expect(rows[0]?.style.blockSize).toBe('48px');
  });

  it('takes a height in any CSS length, such as a property set per screen size', () => {
    render(<Skeleton label="Loading" rows={1} rowHeight="var(--card-height)" />);
    expect(rowsOf(screen.getByRole('status'))[0]?.style.blockSize).toBe('var(--card-height)');
  });

  it('draws no rows for a zero or negative count', () => {
    render(<Skeleton label="Loading" rows={-2} />);
    expect(rowsOf(screen.getByRole('status'))).toHaveLength(0);
  });
});
