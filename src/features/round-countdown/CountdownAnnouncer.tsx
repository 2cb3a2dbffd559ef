import { VisuallyHidden } from '@doo/design-system';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { milestoneOf, milestoneRoundOf } from '../../../machines/roundCountdown.machine';
import { displayRound } from '../../i18n/format';
import type { RoundCountdownActor } from './RoundCountdownView';

// The words load with the first milestone: most visits pass none, so the first load carries none of them.
const CountdownAnnouncement = lazy(() =>
  import('./CountdownAnnouncement').then((m) => ({ default: m.CountdownAnnouncement })),
);

/**
 * Issue 16: the countdown's polite live region (the timer itself stays silent). It is in the page from the
 * start, empty, so that what the machine's milestone states say is announced once, as each is reached.
 */
export function CountdownAnnouncer({
  actor,
  shifted,
  starts,
}: {
  actor: RoundCountdownActor;
  shifted: boolean;
  /** Whether the countdown runs to a round's start rather than its end. */
  starts: boolean;
}) {
  const milestone = useSelector(actor, milestoneOf);
  const round = useSelector(actor, milestoneRoundOf);
  return (
    <VisuallyHidden as="div">
      <div role="status" data-testid="countdown-announcement">
        {milestone && round ? (
          <Suspense fallback={null}>
            <CountdownAnnouncement
              milestone={milestone}
              number={displayRound(round.matchRounds, shifted)}
              starts={starts}
            />
          </Suspense>
        ) : null}
      </div>
    </VisuallyHidden>
  );
}
