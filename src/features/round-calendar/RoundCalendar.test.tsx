import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ICAL from 'ical.js';
import { Suspense } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ActivityStatus, instant, type RoundDetails } from '../../../contract/contest';
import type { CalendarFileRequest } from '../../../machines/roundCalendar';
import { roundCalendarMachine } from '../../../machines/roundCalendar.machine';
import { roundCountdownMachine } from '../../../machines/roundCountdown.machine';
import { describeModelPaths } from '../../../machines/testing/modelPaths';
import { flushPromises, promiseStub } from '../../../machines/testing/promiseStub';
import { activateSourceLocale } from '../../testing/i18n';
import { buildCalendarFile } from './calendarFile';
import { loadCatalogPart } from '../../i18n/catalogParts';
import RoundCalendar, { calendarCatalog } from './RoundCalendar';

/** Round 2 runs through November 2026; New York leaves daylight saving time on its first day. */
const ongoing: RoundDetails = {
  currentRound: {
    matchRounds: 2,
    activityStatus: ActivityStatus.ONGOING,
    matchStartTime: instant('2026-11-01T00:00:00Z'),
    matchEndTime: instant('2026-11-30T23:59:00Z'),
  },
  nextRound: {
    matchRounds: 3,
    activityStatus: ActivityStatus.NOT_STARTED,
    matchStartTime: instant('2026-12-01T00:00:00Z'),
    matchEndTime: instant('2026-12-31T23:59:00Z'),
  },
  totalRounds: 4,
};
const now = instant('2026-11-20T08:00:00Z');

// The calendar's catalog part is compiled on its first import: once, before the timed renders.
beforeAll(() => loadCatalogPart(calendarCatalog, 'en'), 60_000);
const pageUrl = 'https://promo.example.com/doo-trader?lang=en';

async function renderCalendar({
  details = ongoing,
  timeZone = 'Asia/Shanghai',
  shifted = false,
}: { details?: RoundDetails; timeZone?: string; shifted?: boolean } = {}) {
  activateSourceLocale();
  const countdown = createActor(
    roundCountdownMachine.provide({
      actors: { loadRoundDetails: fromPromise(async () => ({ details, now })) },
    }),
    { input: {} },
  ).start();
  await flushPromises();
  const save = promiseStub<string, CalendarFileRequest>();
  const view = render(
    <I18nProvider i18n={i18n}>
      <Suspense fallback={<p>Loading</p>}>
        <RoundCalendar
          countdown={countdown}
          variant="client"
          shifted={shifted}
          timeZone={timeZone}
          saveFile={save.call}
          pageUrl={pageUrl}
        />
      </Suspense>
    </I18nProvider>,
  );
  await screen.findByTestId('round-calendar');
  return { ...view, countdown, save, user: userEvent.setup() };
}
type System = Awaited<ReturnType<typeof renderCalendar>>;

const button = () => screen.getByRole('button', { name: 'Add to calendar' });
const status = () => screen.getByRole('status');
const fileName = 'doo-trader-round-times.ics';

describeModelPaths(
  'RoundCalendar driven by roundCalendar',
  roundCalendarMachine,
  {
    events: [
      { type: 'calendar.requested', file: { fileName, entries: [{}], url: pageUrl, stamp: now } } as never,
      { type: 'xstate.done.actor.saveCalendarFile', output: fileName } as never,
      { type: 'xstate.error.actor.saveCalendarFile', error: new Error('chunk failed') } as never,
    ],
  },
  {
    render: () => renderCalendar(),
    events: {
      'calendar.requested': async ({ user }: System) => user.click(button()),
      'xstate.done.actor.saveCalendarFile': async ({ save }: System) => {
        save.resolve(fileName);
        await act(() => flushPromises());
      },
      'xstate.error.actor.saveCalendarFile': async ({ save }: System) => {
        save.reject(new Error('chunk failed'));
        await act(() => flushPromises());
      },
    },
    states: {
      idle: () => {
        expect(button()).not.toHaveAttribute('aria-busy');
        expect(button()).toHaveAccessibleDescription(
          'The file holds: Round 2 ends · Round 3 starts · Round 3 ends',
        );
        expect(status()).toBeEmptyDOMElement();
        expect(screen.queryByRole('alert')).toBeNull();
      },
      preparing: ({ save }: System) => {
        expect(button()).toHaveAttribute('aria-busy', 'true');
        // The file asked for, built and read back by a calendar parser.
        const request = save.inputs.at(-1)!;
        expect(request.fileName).toBe(fileName);
        const calendar = new ICAL.Component(ICAL.parse(buildCalendarFile(request)));
        const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
        expect(
          events.map((event) => [event.startDate.toJSDate().getTime(), event.summary, event.uid]),
        ).toEqual([
          [
            ongoing.currentRound.matchEndTime,
            'Doo Trader contest: Round 2 ends',
            'doo-trader-round-2-end@promo.example.com',
          ],
          [
            ongoing.nextRound!.matchStartTime,
            'Doo Trader contest: Round 3 starts',
            'doo-trader-round-3-start@promo.example.com',
          ],
          [
            ongoing.nextRound!.matchEndTime,
            'Doo Trader contest: Round 3 ends',
            'doo-trader-round-3-end@promo.example.com',
          ],
        ]);
        expect(events[0]!.description).toBe(
          `Round 2 ends at Nov 30, 2026, 23:59 (UTC+0), the contest’s official time. Contest page: ${pageUrl}`,
        );
        expect(events.map((event) => event.component.getFirstPropertyValue('url'))).toEqual([
          pageUrl,
          pageUrl,
          pageUrl,
        ]);
        const stamp = events[0]!.component.getFirstPropertyValue('dtstamp') as ICAL.Time;
        expect(stamp.toJSDate().getTime()).toBeGreaterThanOrEqual(now);
      },
      saved: () => {
        expect(status()).toHaveTextContent(
          `Saved ${fileName}. Open it to add the round times to your calendar.`,
        );
        expect(button()).not.toHaveAttribute('aria-busy');
        expect(screen.queryByRole('alert')).toBeNull();
      },
      failed: () => {
        expect(screen.getByRole('alert')).toHaveTextContent(
          'The calendar file could not be made. Please try again.',
        );
        expect(button()).toBeEnabled();
        expect(button()).not.toHaveAttribute('aria-busy');
      },
    },
    cleanup: ({ countdown, unmount }: System) => {
      unmount();
      countdown.stop();
    },
    say: {
      'xstate.init': 'Open /doo-trader and scroll to the contest countdown',
      'calendar.requested': 'Click *Add to calendar*',
      'xstate.done.actor.saveCalendarFile': 'The browser saves doo-trader-round-times.ics',
      'xstate.error.actor.saveCalendarFile': 'The calendar code fails to load (go offline before the click)',
    },
  },
);

describe('the round in the viewer’s own time', () => {
  const ownTime = () => screen.getByText(/^Your time/);

  it.each([
    ['Asia/Shanghai', 'Your time, Asia/Shanghai: Nov 1, 2026, 08:00 – Dec 1, 2026, 07:59 (UTC+8)'],
    ['Asia/Tokyo', 'Your time, Asia/Tokyo: Nov 1, 2026, 09:00 – Dec 1, 2026, 08:59 (UTC+9)'],
    // New York leaves daylight saving time on 1 November, 2:00: the start and end have their own offsets.
    [
      'America/New_York',
      'Your time, America/New_York: Oct 31, 2026, 20:00 (UTC−4) – Nov 30, 2026, 18:59 (UTC−5)',
    ],
  ])('in %s', async (timeZone, expected) => {
    const { countdown, unmount } = await renderCalendar({ timeZone });
    expect(ownTime()).toHaveTextContent(expected);
    unmount();
    countdown.stop();
  });

  it('in UTC, the official zone, the times are not repeated', async () => {
    const { countdown, unmount } = await renderCalendar({ timeZone: 'UTC' });
    expect(ownTime()).toHaveTextContent('Your time zone, UTC, reads these times as they are (UTC+0).');
    expect(screen.getByTestId('round-calendar')).not.toHaveTextContent(/2026/);
    unmount();
    countdown.stop();
  });

  it('a zone it cannot read shows no second time, and the file is still offered', async () => {
    const { countdown, unmount } = await renderCalendar({ timeZone: 'Mars/Olympus_Mons' });
    expect(screen.queryByText(/^Your time/)).toBeNull();
    expect(button()).toBeInTheDocument();
    unmount();
    countdown.stop();
  });

  it('between rounds, the next round’s times and file, with jp and id round numbers', async () => {
    const between: RoundDetails = {
      ...ongoing,
      currentRound: { ...ongoing.currentRound, activityStatus: ActivityStatus.FINISHED },
    };
    const { countdown, unmount } = await renderCalendar({ details: between, shifted: true });
    expect(ownTime()).toHaveTextContent('Dec 1, 2026, 08:00 – Jan 1, 2027, 07:59 (UTC+8)');
    expect(button()).toHaveAccessibleDescription('The file holds: Round 2 starts · Round 2 ends');
    unmount();
    countdown.stop();
  });
});
