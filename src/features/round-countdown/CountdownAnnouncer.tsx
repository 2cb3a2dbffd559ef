import { VisuallyHidden } from '@doo/design-system';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { CountdownAnnouncement, roundCountdownMachine } from '../../../machines/roundCountdown.machine';
import { displayRound } from '../../i18n/format';

/**
 * Issue 16: the countdown's polite live region. The timer itself stays silent; this says the milestones
 * the machine decided (1 day, 1 hour, 10 minutes left, a round started or ended), each once.
 */
export function CountdownAnnouncer({
  actor,
  shifted,
}: {
  actor: ActorRefFrom<typeof roundCountdownMachine>;
  shifted: boolean;
}) {
  const announcement = useSelector(actor, (snapshot) => snapshot.context.announcement);
  return (
    <VisuallyHidden as="div">
      <div role="status" aria-live="polite" data-testid="countdown-announcement">
        {announcement ? <Announcement key={announcement.serial} {...announcement} shifted={shifted} /> : null}
      </div>
    </VisuallyHidden>
  );
}

function Announcement({ milestone, round, starts, shifted }: CountdownAnnouncement & { shifted: boolean }) {
  const { t } = useLingui();
  const number = displayRound(round, shifted);
  if (milestone === 'started')
    return number === null ? t`The round has started` : t`Round ${number} has started`;
  if (milestone === 'ended') return number === null ? t`The round has ended` : t`Round ${number} has ended`;
  const when = { oneDay: t`1 day`, oneHour: t`1 hour`, tenMinutes: t`10 minutes` }[milestone];
  // The same words as the countdown's title, so the announcement reads as the clock does.
  const title = starts
    ? number === null
      ? t`The next round starts in`
      : t`Round ${number} starts in`
    : number === null
      ? t`The current round ends in`
      : t`Round ${number} ends in`;
  return `${title} ${when}`;
}
