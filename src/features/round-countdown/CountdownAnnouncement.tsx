import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { CountdownMilestone } from '../../../machines/roundCountdown.machine';
import { announcementsCatalog } from '../../i18n/announcementsCatalog';
import { useCatalogPart } from '../../i18n/catalogParts';

export interface CountdownAnnouncementProps {
  milestone: CountdownMilestone;
  /** The round as the person numbers it; `null` for a round shown unnumbered (§4). */
  number: number | null;
  starts: boolean;
}

/** What the countdown's live region says at a milestone (loaded on demand, with its catalog). */
export function CountdownAnnouncement({ milestone, number, starts }: CountdownAnnouncementProps) {
  useCatalogPart(announcementsCatalog);
  const { t } = useLingui();
  if (milestone === 'roundStarted')
    return number === null ? t`The round has started` : t`Round ${number} has started`;
  if (milestone === 'roundEnded')
    return number === null ? t`The round has ended` : t`Round ${number} has ended`;
  const days = 1;
  const hours = 1;
  const minutes = 10;
  const left = {
    oneDayLeft: plural(days, { one: `${days} day`, other: `${days} days` }),
    oneHourLeft: plural(hours, { one: `${hours} hour`, other: `${hours} hours` }),
    tenMinutesLeft: plural(minutes, { one: `${minutes} minute`, other: `${minutes} minutes` }),
  }[milestone];
  if (number === null)
    return starts ? t`The next round starts in ${left}` : t`The current round ends in ${left}`;
  return starts ? t`Round ${number} starts in ${left}` : t`Round ${number} ends in ${left}`;
}
