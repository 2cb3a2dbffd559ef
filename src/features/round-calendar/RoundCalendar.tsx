import { Button } from '@doo/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useId, useMemo } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { roundCalendarMachine } from '../../../machines/roundCalendar.machine';
import {
  calendarMoments,
  viewerRoundTimes,
  type CalendarFileRequest,
  type RoundMoment,
} from '../../../machines/roundCalendar';
import { phaseOf, roundOf } from '../../../machines/countdownPhase';
import { deviceTimeZone } from '../../../machines/timeZone';
import type { roundCountdownMachine } from '../../../machines/roundCountdown.machine';
import { useCatalogPart, type ChunkCatalogPart } from '../../i18n/catalogParts';
import { displayRound, formatDateTimeUtc } from '../../i18n/format';
import { isLocaleCode } from '../../i18n/locales';
import { formatUtcOffset, formatZonedDateTime } from '../../i18n/zonedDateTime';
import * as styles from './RoundCalendar.css';
import { reserved } from './RoundCalendarSpace.css';

/** The calendar's texts: a catalog part of its own, loaded with this chunk, so the first load carries none. */
export const calendarCatalog: ChunkCatalogPart = {
  name: 'calendar',
  importCatalog: (locale) => import(`../../../locales/${locale}/calendar.po`),
};

/** Saves the file; answers the name it saved under. */
export type SaveCalendarFile = (request: CalendarFileRequest) => Promise<string>;

/** Loads the file's builder on the click (it is not needed before), builds the file and downloads it. */
export const saveWithBuilder: SaveCalendarFile = async ({ fileName, ...input }) => {
  const { buildCalendarFile, downloadCalendarFile } = await import('./calendarFile');
  downloadCalendarFile(buildCalendarFile(input), fileName);
  return fileName;
};

export interface RoundCalendarProps {
  /** The page's round countdown: the times and the file follow its phase. */
  countdown: ActorRefFrom<typeof roundCountdownMachine>;
  /** Which contest the page is about: the events name it and their UIDs keep the two apart. */
  variant: 'client' | 'ib';
  /** jp and id read round numbers shifted down by one (§4). */
  shifted: boolean;
  /** The viewer's IANA time zone. @default the device's */
  timeZone?: string;
  /** @default the builder, loaded on the click, and a download */
  saveFile?: SaveCalendarFile;
  /** The page the events link back to. @default this page without its fragment */
  pageUrl?: string;
}

/**
 * Beside the official UTC+0 times of the countdown (issue 14): the same round in the viewer's own time
 * zone, named, and "Add to calendar", which saves a `.ics` file of the coming round times.
 */
export default function RoundCalendar({
  countdown,
  variant,
  shifted,
  timeZone = deviceTimeZone(),
  saveFile = saveWithBuilder,
  pageUrl = window.location.href.split('#')[0]!,
}: RoundCalendarProps) {
  useCatalogPart(calendarCatalog);
  const { t, i18n } = useLingui();
  const locale = isLocaleCode(i18n.locale) ? i18n.locale : 'en';
  const phase = useSelector(countdown, phaseOf);
  const round = useSelector(countdown, roundOf);
  const details = useSelector(countdown, ({ context }) => context.details);
  const hintId = useId();

  const label = ({ round: number, kind }: RoundMoment) => {
    const shown = displayRound(number, shifted);
    if (kind === 'start') return shown === null ? t`The contest starts` : t`Round ${shown} starts`;
    return shown === null ? t`The opening round ends` : t`Round ${shown} ends`;
  };
  const contest = variant === 'ib' ? t`IB Doo Trader contest` : t`Doo Trader contest`;
  const slug = variant === 'ib' ? 'ib-doo-trader' : 'doo-trader';
  const roundCalendarLogic = useMemo(
    () =>
      roundCalendarMachine.provide({
        actors: { saveCalendarFile: fromPromise(({ input }) => saveFile(input)) },
      }),
    [saveFile],
  );
  const calendar = useActorRef(roundCalendarLogic);
  // The file is stamped with the countdown's clock, the service's (src/api/serviceClock.ts).
  const request = (moments: RoundMoment[]): CalendarFileRequest => ({
    fileName: `${slug}-round-times.ics`,
    url: pageUrl,
    stamp: countdown.getSnapshot().context.now,
    entries: moments.map((moment) => {
      const what = label(moment);
      const official = formatDateTimeUtc(moment.at, locale);
      return {
        uid: `${slug}-round-${moment.round}-${moment.kind}@${new URL(pageUrl).host}`,
        at: moment.at,
        summary: t`${contest}: ${what}`,
        description: t`${what} at ${official} (UTC+0), the contest’s official time. Contest page: ${pageUrl}`,
      };
    }),
  });
  const state = useSelector(calendar, (snapshot) => ({
    busy: snapshot.hasTag('busy'),
    saved: snapshot.matches('saved') ? snapshot.context.fileName : null,
    failed: snapshot.matches('failed'),
  }));

  if (!phase || !round || !details) return null;
  const moments = calendarMoments(phase, details);
  const times = viewerRoundTimes(round, timeZone);
  const zone = times.kind === 'unknownZone' ? null : <bdi>{times.timeZone}</bdi>;

  return (
    <div className={`${reserved} ${styles.block}`} data-testid="round-calendar">
      {times.kind === 'own' ? (
        <p className={styles.ownTime}>
          {times.start.offsetMinutes === times.end.offsetMinutes ? (
            <Trans>
              Your time, {zone}: <bdi>{formatZonedDateTime(times.start, locale)}</bdi> –{' '}
              <bdi>{formatZonedDateTime(times.end, locale)}</bdi> ({formatUtcOffset(times.end.offsetMinutes)})
            </Trans>
          ) : (
            <Trans>
              Your time, {zone}: <bdi>{formatZonedDateTime(times.start, locale)}</bdi> (
              {formatUtcOffset(times.start.offsetMinutes)}) –{' '}
              <bdi>{formatZonedDateTime(times.end, locale)}</bdi> ({formatUtcOffset(times.end.offsetMinutes)})
            </Trans>
          )}
        </p>
      ) : null}
      {times.kind === 'official' ? (
        <p className={styles.ownTime}>
          <Trans>Your time zone, {zone}, reads these times as they are (UTC+0).</Trans>
        </p>
      ) : null}
      {moments.length > 0 ? (
        <>
          <Button
            tone="secondary"
            size="sm"
            loading={state.busy}
            aria-describedby={hintId}
            onClick={() => calendar.send({ type: 'calendar.requested', file: request(moments) })}
          >
            <Trans>Add to calendar</Trans>
          </Button>
          <p id={hintId} className={styles.hint}>
            <Trans>The file holds: {moments.map(label).join(' · ')}</Trans>
          </p>
        </>
      ) : null}
      <p role="status" className={styles.hint}>
        {state.saved ? (
          <Trans>Saved {state.saved}. Open it to add the round times to your calendar.</Trans>
        ) : null}
      </p>
      {state.failed ? (
        <p role="alert" className={styles.failure}>
          <Trans>The calendar file could not be made. Please try again.</Trans>
        </p>
      ) : null}
    </div>
  );
}
