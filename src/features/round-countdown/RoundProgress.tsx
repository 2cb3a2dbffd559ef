import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { countsFillingDot, drawnProgressDots } from '../../../machines/progressDots';
import { trackPercentOf, type roundCountdownMachine } from '../../../machines/roundCountdown.machine';
import { progressMarkers, type ProgressMarkerLabel } from '../../../machines/roundShift';
import * as styles from './RoundCountdown.css';

type CountdownActor = ActorRefFrom<typeof roundCountdownMachine>;

function Tick() {
  return (
    <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M3 8.5l3.5 3.5L13 5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * §4 progress: the markers of `progressMarkers` (sign-up, each shown round's start, a closing tick) over a line
 * of dots whose count follows the screen size (machines/progressDots.ts). It reads whole percents, so it re-renders
 * when a percent passes, not on every tick. Each boundary between rounds is a slot of no width, spread evenly by its
 * row, so the markers need no style attribute: the service draws this in markup, where its CSP refuses one.
 */
export function RoundProgress({ actor, shifted }: { actor: CountdownActor; shifted: boolean }) {
  const { t } = useLingui();
  const totalRounds = useSelector(actor, ({ context }) => context.details?.totalRounds ?? 0);
  const percent = useSelector(actor, trackPercentOf);
  const markers = progressMarkers(totalRounds, shifted);
  // A round hidden by the shift keeps its slot, empty, so the others stay where the elapsed time puts them.
  const slots = Array.from({ length: totalRounds + 2 }, (_, boundary) =>
    markers.find(({ key }) => key === boundary),
  );
  const labelText = (label: ProgressMarkerLabel) => {
    if (label.kind === 'start') return t`Start`;
    if (label.kind === 'finish') return t`Finish`;
    const { round } = label;
    return t`R${round}`;
  };

  return (
    <div className={styles.progress}>
      <div
        role="progressbar"
        aria-label={t`Contest progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t`${percent}% of the contest completed`}
        className={styles.dots}
      >
        {Array.from({ length: drawnProgressDots }, (_, index) => (
          <span
            key={index}
            className={styles.dot}
            data-filled-at={countsFillingDot(index, percent).join(' ') || undefined}
          />
        ))}
      </div>
      <div className={styles.markers}>
        {slots.map((marker, boundary) => (
          <span key={boundary} className={styles.markerSlot}>
            {marker ? (
              <span
                className={styles.marker}
                data-part="marker"
                data-reached={percent >= marker.position ? '' : undefined}
                aria-hidden="true"
              >
                <span className={styles.markerPoint}>{marker.label.kind === 'finish' ? <Tick /> : null}</span>
                <span className={styles.markerLabel}>{labelText(marker.label)}</span>
              </span>
            ) : null}
          </span>
        ))}
      </div>
    </div>
  );
}
