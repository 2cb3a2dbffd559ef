import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, paginationItems } from './Pagination';

const labels = {
  label: 'Leaderboard pages',
  previousLabel: 'Previous page',
  nextLabel: 'Next page',
  pageLabel: (n: number) => `Page ${n}`,
};

describe('Pagination', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 'gap-end', 10]],
    [5, 10, [1, 'gap-start', 4, 5, 6, 'gap-end', 10]],
    [10, 10, [1, 'gap-start', 9, 10]],
  ] as const)('on page %i of %i shows %j', (page, count, items) => {
    expect(paginationItems(page, count)).toEqual(items);
  });

  it('draws nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} onPageChange={vi.fn()} {...labels} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('marks the current page and moves by number and by arrows', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} pageCount={5} onPageChange={onPageChange} {...labels} />);
    expect(screen.getByRole('navigation', { name: 'Leaderboard pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange.mock.calls).toEqual([[5], [3], [1]]);
  });

  it('disables the arrows at the ends', () => {
    render(<Pagination page={1} pageCount={3} onPageChange={vi.fn()} {...labels} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });
});
