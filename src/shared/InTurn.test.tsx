import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InTurn } from './InTurn';
import { yieldToMain } from './yieldToMain';

function Part({ name, log }: { name: string; log: string[] }) {
  log.push(name);
  return <p>{name}</p>;
}

/** What is drawn after each of the next tasks, until both parts are. */
async function drawnTaskByTask(): Promise<string[]> {
  const seen: string[] = [];
  for (let task = 0; task < 50 && !seen.includes('history board'); task += 1) {
    await yieldToMain();
    seen.push(['history', 'board'].filter((name) => screen.queryByText(name)).join(' ') || 'none');
  }
  return seen;
}

describe('InTurn', () => {
  it('draws each part in a task of its own, in the order they were placed, after the render that placed them', async () => {
    const log: string[] = [];
    render(
      <>
        <Part name="above" log={log} />
        <InTurn>
          <Part name="history" log={log} />
        </InTurn>
        <InTurn>
          <Part name="board" log={log} />
        </InTurn>
      </>,
    );
    expect(screen.getByText('above')).toBeInTheDocument();
    expect(screen.queryByText('history')).toBeNull();
    expect(screen.queryByText('board')).toBeNull();

    const seen = await drawnTaskByTask();
    // The history alone for a while, then both: never the board first, never both from the same task.
    expect(seen.at(-1)).toBe('history board');
    expect(seen).toContain('history');
    expect(seen).not.toContain('board');
    expect(log).toEqual(['above', 'history', 'board']);
  });

  it('draws nothing for a part removed before its turn, and still draws the next', async () => {
    const log: string[] = [];
    const { rerender } = render(
      <>
        <InTurn key="gone">
          <Part name="gone" log={log} />
        </InTurn>
        <InTurn key="kept">
          <Part name="kept" log={log} />
        </InTurn>
      </>,
    );
    rerender(
      <InTurn key="kept">
        <Part name="kept" log={log} />
      </InTurn>,
    );
    expect(await screen.findByText('kept')).toBeInTheDocument();
    expect(log).toEqual(['kept']);
  });
});
