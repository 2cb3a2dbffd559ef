import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RoundDetailsSnapshot } from '../../../machines/roundCountdown.machine';
import { promiseStub } from '../../../machines/testing/promiseStub';
import { T0, roundFixtures } from '../../../machines/testing/roundCountdownModel';
import type { SessionUser } from '../../../contract/session';
import { renderWithSession } from '../../testing/renderWithSession';
import { RoundCountdown } from './RoundCountdown';

async function markerLabels(nationality: string) {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  const load = promiseStub<RoundDetailsSnapshot>();
  const view = renderWithSession(<RoundCountdown loadRoundDetails={() => load.call(undefined)} />, {
    status: 'signedIn',
    user: { uuid: 'u1', nationality } as SessionUser,
  });
  await act(async () => {
    load.resolve({ details: roundFixtures.ongoing, now: T0 });
    await vi.advanceTimersByTimeAsync(0);
  });
  const track = screen.getByRole('progressbar', { name: 'Contest progress' }).parentElement!;
  const labels = [...track.querySelectorAll('[data-part="marker"]')].map((marker) => marker.textContent);
  view.unmount();
  vi.useRealTimers();
  return labels;
}

// Issue 12 defect 8: jp/id saw an unlabelled marker for the hidden round 1 between Start and R1.
describe('RoundProgress markers (§4 round shift)', () => {
  it.each([
    ['a Japanese client', 'JPN'],
    ['an Indonesian client', 'IDN'],
  ])('skips the hidden round 1 for %s: every marker is labelled', async (_, nationality) => {
    expect(await markerLabels(nationality)).toEqual(['Start', 'R1', 'R2', 'R3', 'Finish']);
  });

  it('draws every round for others', async () => {
    expect(await markerLabels('1')).toEqual(['Start', 'R1', 'R2', 'R3', 'R4', 'Finish']);
  });
});
