import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { roundCountdownMachine } from '../../../machines/roundCountdown.machine';
import { instant, type RoundDetails, type RoundInfo } from '../../../contract';
import { FooterCta, RedirectCta } from './CallsToAction';
import { StickyActionBar } from './StickyActionBar';
import { TopBanner, type TopBannerProps } from './TopBanner';

const round = (matchRounds: number, activityStatus: 0 | 1 | 2): RoundInfo => ({
  matchRounds,
  activityStatus,
  matchStartTime: instant(`2026-0${matchRounds + 1}-01T00:00:00.000Z`),
  matchEndTime: instant(`2026-0${matchRounds + 1}-28T23:59:00.000Z`),
});
const rounds = (current: RoundInfo, next: RoundInfo | null): RoundDetails => ({
  currentRound: current,
  nextRound: next,
  totalRounds: 4,
});

/** The banner over a countdown machine that read `rounds` (never answers when `null`: still loading). */
function TopBannerOver({
  rounds,
  ...props
}: Omit<TopBannerProps, 'countdown'> & { rounds: RoundDetails | null }) {
  const countdown = useActorRef(
    roundCountdownMachine.provide({
      actors: {
        loadRoundDetails: fromPromise(() =>
          rounds
            ? Promise.resolve({ details: rounds, now: Date.UTC(2026, 2, 15) })
            : new Promise<never>(() => {}),
        ),
      },
    }),
    { input: {} },
  );
  return <TopBanner countdown={countdown} {...props} />;
}

const meta = {
  title: 'Features/Contest landing/Top banner',
  component: TopBannerOver,
  args: { variant: 'client', shifted: false, rounds: rounds(round(2, 1), round(3, 0)) },
} satisfies Meta<typeof TopBannerOver>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Round under way: links to its rankings. */
export const Ongoing: Story = {};
/** Before the round: links to how rankings are calculated. */
export const NotStarted: Story = { args: { rounds: rounds(round(2, 0), round(3, 0)) } };
export const BetweenRounds: Story = { args: { rounds: rounds(round(2, 2), round(3, 0)) } };
/** After the last round. */
export const ContestEnded: Story = { args: { rounds: rounds(round(4, 2), null) } };
/** jp and id: round 1 is not shown. */
export const ShiftedRoundOne: Story = { args: { shifted: true, rounds: rounds(round(1, 1), round(2, 0)) } };
/** While the rounds load, or when they could not be loaded: no round line. */
export const WithoutRounds: Story = { args: { rounds: null } };
export const IbVariant: Story = { args: { variant: 'ib' } };

export const RedirectCallToAction: StoryObj<typeof RedirectCta> = {
  render: () => (
    <RedirectCta variant="client" session="signedOut" loginHref="#login" registerHref="#register" />
  ),
};
export const RedirectCallToActionSignedIn: StoryObj<typeof RedirectCta> = {
  render: () => <RedirectCta variant="ib" session="signedIn" loginHref="#login" registerHref="#register" />,
};
/** The session could not be checked (or is still loading): the way in is named for both cases. */
export const RedirectCallToActionSessionUnchecked: StoryObj<typeof RedirectCta> = {
  render: () => (
    <RedirectCta variant="client" session="unchecked" loginHref="#login" registerHref="#register" />
  ),
};
export const FooterCallToAction: StoryObj<typeof FooterCta> = {
  render: () => <FooterCta href="#register" />,
};
/** Shown once the page has scrolled past 100 px. */
export const StickyBar: StoryObj<typeof StickyActionBar> = {
  render: () => <StickyActionBar shown href="#register" japan={false} />,
};
