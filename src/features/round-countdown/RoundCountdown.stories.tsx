import type { Meta, StoryObj } from '@storybook/react-vite';
import { ActivityStatus, type RoundDetails } from '../../../contract/contest';
import { withSessionOfNationality } from '../../app/session/sessionStoryDecorator';
import { RoundCountdownSection } from './RoundCountdown';
import type { RoundDetailsLoader } from './roundDetailsLoader';

const DAY = 86_400_000;
const at = (offsetMs: number) => Date.now() + offsetMs;
const round = (
  matchRounds: number,
  activityStatus: RoundDetails['currentRound']['activityStatus'],
  start: number,
  end: number,
) => ({
  matchRounds,
  activityStatus,
  matchStartTime: at(start),
  matchEndTime: at(end),
});

/** Four rounds of four weeks laid out around the moment the story opens. */
const details = {
  notStarted: {
    currentRound: round(1, ActivityStatus.NOT_STARTED, 3 * DAY + 5_000_000, 31 * DAY),
    nextRound: round(2, ActivityStatus.NOT_STARTED, 33 * DAY, 61 * DAY),
    totalRounds: 4,
  },
  ongoing: {
    currentRound: round(2, ActivityStatus.ONGOING, -10 * DAY, 18 * DAY + 3_723_000),
    nextRound: round(3, ActivityStatus.NOT_STARTED, 20 * DAY, 48 * DAY),
    totalRounds: 4,
  },
  betweenRounds: {
    currentRound: round(2, ActivityStatus.FINISHED, -30 * DAY, -1 * DAY),
    nextRound: round(3, ActivityStatus.NOT_STARTED, 1 * DAY + 7_200_000, 29 * DAY),
    totalRounds: 4,
  },
  ended: {
    currentRound: round(4, ActivityStatus.FINISHED, -40 * DAY, -12 * DAY),
    nextRound: null,
    totalRounds: 4,
  },
  endsInSeconds: {
    currentRound: round(2, ActivityStatus.ONGOING, -28 * DAY, 5_000),
    nextRound: round(3, ActivityStatus.NOT_STARTED, 2 * DAY, 30 * DAY),
    totalRounds: 4,
  },
} satisfies Record<string, RoundDetails>;

const answer =
  (roundDetails: RoundDetails): RoundDetailsLoader =>
  async () => ({ details: roundDetails, now: Date.now() });

const meta = {
  title: 'Features/Landing/Round countdown',
  component: RoundCountdownSection,
  parameters: { layout: 'fullscreen' },
  args: { loadRoundDetails: answer(details.ongoing) },
  decorators: [withSessionOfNationality],
} satisfies Meta<typeof RoundCountdownSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `loading`: waiting for the round details. */
export const Loading: Story = { args: { loadRoundDetails: () => new Promise(() => {}) } };

/** `failed`: the round details could not be loaded; the button tries again. */
export const Failed: Story = { args: { loadRoundDetails: () => Promise.reject(new Error('offline')) } };

/** `counting.notStarted` (status 0): counting down to the round's start. */
export const NotStarted: Story = { args: { loadRoundDetails: answer(details.notStarted) } };

/** `counting.ongoing` (status 1): counting down to the round's end. */
export const Ongoing: Story = {};

/** `counting.betweenRounds` (status 2 with a next round): counting down to the next round. */
export const BetweenRounds: Story = { args: { loadRoundDetails: answer(details.betweenRounds) } };

/** `counting.ended`: after the last round — the end title and a full track. */
export const Ended: Story = { args: { loadRoundDetails: answer(details.ended) } };

/** `counting.refreshing`: the round ends 5 s after the story opens; at zero the service is asked again. */
export const ReachingZero: Story = { args: { loadRoundDetails: answer(details.endsInSeconds) } };

/** A Japanese client: rounds shifted down by one (§4), so round 2 reads as round 1. */
export const JapaneseClient: Story = { parameters: { nationality: 'JP' } };

/** 360 px: 15 progress dots. */
export const OnAPhone: Story = { globals: { viewport: { value: 'w360' } } };
