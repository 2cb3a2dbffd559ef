import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RoundDetailsSnapshot } from '../../../machines/roundCountdown.machine';
import { promiseStub } from '../../../machines/testing/promiseStub';
import { T0, roundFixtures } from '../../../machines/testing/roundCountdownModel';
import type { SessionUser } from '../../../contract/session';
import { renderWithSession } from '../../testing/renderWithSession';
import { RoundCountdown } from './RoundCountdown';

async function drawnTrack(nationality: string) {
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
  const slotRow = track.querySelector('[data-part="marker"]')!.parentElement!.parentElement!;
  const slots = [...slotRow.children].map((slot) => slot.textContent);
  const styled = track.querySelectorAll('[style]').length;
  view.unmount();
  vi.useRealTimers();
  return { labels, slots, styled };
}

const markerLabels = async (nationality: string) => (await drawnTrack(nationality)).labels;

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

  // The service draws the countdown in the race page's markup, where the CSP refuses a style attribute.
  it('spreads the markers with one slot per round boundary, without a style attribute', async () => {
    expect(await drawnTrack('1')).toEqual({
      labels: ['Start', 'R1', 'R2', 'R3', 'R4', 'Finish'],
      slots: ['Start', 'R1', 'R2', 'R3', 'R4', 'Finish'],
      styled: 0,
    });
    // The hidden round keeps its boundary, empty, so R1 (round 2) stays at its time.
    expect((await drawnTrack('JPN')).slots).toEqual(['Start', '', 'R1', 'R2', 'R3', 'Finish']);
  });
});
