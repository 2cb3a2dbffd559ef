import type { RoundDetails, RoundInfo } from '../contract/contest';

export type CountdownPhase = 'notStarted' | 'ongoing' | 'betweenRounds' | 'ended';

/** The tags that name the countdown's phase; a view asks `hasTag`, never the round details. */
export const phaseTags = {
  notStarted: 'phase.notStarted',
  ongoing: 'phase.ongoing',
  betweenRounds: 'phase.betweenRounds',
  ended: 'phase.ended',
} as const satisfies Record<CountdownPhase, string>;

/** The phase a snapshot is in, read from its tags; `null` while loading or failed. */
export function phaseOf(snapshot: { hasTag: (tag: string) => boolean }): CountdownPhase | null {
  for (const [phase, tag] of Object.entries(phaseTags))
    if (snapshot.hasTag(tag)) return phase as CountdownPhase;
  return null;
}

export type CountdownSnapshot = {
  hasTag: (tag: string) => boolean;
  context: { details: RoundDetails | null; now: number };
};

/** The round a snapshot's countdown is about: the next one between rounds, otherwise the current one. */
export function roundOf(snapshot: CountdownSnapshot): RoundInfo | null {
  const { details } = snapshot.context;
  if (!details) return null;
  return phaseOf(snapshot) === 'betweenRounds' && details.nextRound
    ? details.nextRound
    : details.currentRound;
}
