import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef } from '@xstate/react';
import { Suspense } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { ActivityStatus, instant, type RoundDetails } from '../../../contract/contest';
import { roundCountdownMachine } from '../../../machines/roundCountdown.machine';
import RoundCalendar, { type SaveCalendarFile } from './RoundCalendar';

const round = (matchRounds: number, activityStatus: ActivityStatus, start: string, end: string) => ({
  matchRounds,
  activityStatus,
  matchStartTime: instant(start),
  matchEndTime: instant(end),
});
/** Round 2 runs through November 2026, when New York leaves daylight saving time; round 3 is December. */
const round2 = round(2, ActivityStatus.ONGOING, '2026-11-01T00:00:00Z', '2026-11-30T23:59:00Z');
const round3 = round(3, ActivityStatus.NOT_STARTED, '2026-12-01T00:00:00Z', '2026-12-31T23:59:00Z');
const details = {
  ongoing: { currentRound: round2, nextRound: round3, totalRounds: 4 },
  notStarted: { currentRound: round3, nextRound: null, totalRounds: 4 },
  betweenRounds: {
    currentRound: { ...round2, activityStatus: ActivityStatus.FINISHED },
    nextRound: round3,
    totalRounds: 4,
  },
} satisfies Record<string, RoundDetails>;
const now = instant('2026-11-20T08:00:00Z');

interface StoryProps {
  details: RoundDetails;
  timeZone: string;
  shifted: boolean;
  saveFile: SaveCalendarFile;
}

/** The calendar block under a countdown that answers the given round details at once. */
function CalendarUnderCountdown({ details, ...props }: StoryProps) {
  const countdown = useActorRef(
    roundCountdownMachine.provide({
      actors: { loadRoundDetails: fromPromise(async () => ({ details, now })) },
    }),
    { input: {} },
  );
  return (
    <div style={{ padding: 16 }}>
      <Suspense fallback={null}>
        <RoundCalendar
          countdown={countdown}
          variant="client"
          pageUrl="https://promo.example.com/doo-trader"
          {...props}
        />
      </Suspense>
    </div>
  );
}

const meta = {
  title: 'Features/Landing/Round calendar',
  component: CalendarUnderCountdown,
  args: {
    details: details.ongoing,
    timeZone: 'Asia/Shanghai',
    shifted: false,
    saveFile: async ({ fileName }) => fileName,
  },
} satisfies Meta<typeof CalendarUnderCountdown>;

export default meta;
type Story = StoryObj<typeof meta>;

const addToCalendar = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: /calendar|日历|التقويم/i }));
};

/** `idle`, a round under way, read in Shanghai: its times in UTC+8, and the file of what is ahead. */
export const OwnTime: Story = {};

/** `idle` in Tokyo. */
export const Tokyo: Story = { args: { timeZone: 'Asia/Tokyo' } };

/** `idle` in New York across the end of daylight saving time: each instant has its own offset. */
export const DaylightSavingChange: Story = { args: { timeZone: 'America/New_York' } };

/** `idle` in UTC, the official zone: the times are not repeated. */
export const OfficialZone: Story = { args: { timeZone: 'UTC' } };

/** `idle` with a time zone the browser names but cannot resolve: no second time, the file still offered. */
export const UnknownZone: Story = { args: { timeZone: 'Mars/Olympus_Mons' } };

/** `idle` before the last round: its start and end. */
export const NotStarted: Story = { args: { details: details.notStarted } };

/** `idle` between rounds, for a Japanese or Indonesian reader (round numbers one lower). */
export const BetweenRoundsShifted: Story = { args: { details: details.betweenRounds, shifted: true } };

/** `preparing`: the button is busy while the file's code loads. */
export const Preparing: Story = {
  args: { saveFile: () => new Promise(() => undefined) },
  play: async (context) => {
    await addToCalendar(context);
    await expect(within(context.canvasElement).getByRole('button')).toHaveAttribute('aria-busy', 'true');
  },
};

/** `saved`: the file is downloaded and its name announced. */
export const Saved: Story = {
  play: async (context) => {
    await addToCalendar(context);
    await expect(await within(context.canvasElement).findByRole('status')).toHaveTextContent(/\.ics/);
  },
};

/** `failed`: the file could not be made; the button tries again. */
export const Failed: Story = {
  args: { saveFile: () => Promise.reject(new Error('offline')) },
  play: async (context) => {
    await addToCalendar(context);
    await within(context.canvasElement).findByRole('alert');
  },
};
