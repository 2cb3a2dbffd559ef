/**
 * §4 round shift and INTERPRETATIONS.md: Japanese and Indonesian users see round numbers shifted down
 * by one, and round 1 not at all. Pure, so every view and machine reads the same rule.
 */

/** The round number a person sees, or `null` for a round hidden from them. */
export function displayRound(round: number, shifted: boolean): number | null {
  if (!shifted) return round;
  return round <= 1 ? null : round - 1;
}

/** What a progress-track marker says: the sign-up start, a round's start (as the person numbers it), the end. */
export type ProgressMarkerLabel = { kind: 'start' } | { kind: 'round'; round: number } | { kind: 'finish' };

export interface ProgressMarker {
  /** Stable key: the marker's place on the unshifted track (0 = start, N = round N, totalRounds + 1 = end). */
  key: number;
  /** Where it sits, 0–100 % of the track, on the same scale as the countdown's track percent. */
  position: number;
  label: ProgressMarkerLabel;
}

/**
 * §4 progress markers: the start, each round's start and a closing tick, so totalRounds + 2 for most
 * people. A round hidden by the shift gets no marker at all (rather than an unlabelled one); the others
 * keep their places, so the track still matches the elapsed time.
 */
export function progressMarkers(totalRounds: number, shifted: boolean): ProgressMarker[] {
  const segments = totalRounds + 1;
  const markers: ProgressMarker[] = [{ key: 0, position: 0, label: { kind: 'start' } }];
  for (let round = 1; round <= totalRounds; round += 1) {
    const shown = displayRound(round, shifted);
    if (shown !== null) {
      markers.push({
        key: round,
        position: (round / segments) * 100,
        label: { kind: 'round', round: shown },
      });
    }
  }
  markers.push({ key: segments, position: 100, label: { kind: 'finish' } });
  return markers;
}
