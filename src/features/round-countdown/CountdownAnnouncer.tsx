import { VisuallyHidden } from '@doo/design-system';
import { useSelector } from '@xstate/react';
import { Suspense, type ComponentType } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  milestoneOf,
  milestoneRoundOf,
  type roundCountdownMachine,
} from '../../../machines/roundCountdown.machine';
import { displayRound } from '../../i18n/format';
import type { CountdownAnnouncementProps } from './CountdownAnnouncement';

/**
 * Issue 16: the countdown's polite live region (the timer itself stays silent). It is in the page from the
 * start, empty, so that what the machine's milestone states say is announced once, as each is reached.
 */
export function CountdownAnnouncer({
  actor,
  shifted,
  starts,
  Announcement,
}: {
  actor: ActorRefFrom<typeof roundCountdownMachine>;
  shifted: boolean;
  /** Whether the countdown runs to a round's start rather than its end. */
  starts: boolean;
  /** The words (`CountdownAnnouncement`), which a page loads on demand: see `RoundCountdownProps`. */
  Announcement: ComponentType<CountdownAnnouncementProps>;
}) {
  const milestone = useSelector(actor, milestoneOf);
  const round = useSelector(actor, milestoneRoundOf);
  return (
    <VisuallyHidden as="div">
      <div role="status">
        {milestone && round ? (
          <Suspense fallback={null}>
            <Announcement
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
