import { instant } from '../../../contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ActivityPeriod, OfferEvent, RewardRecord, UserType } from '../../../contract';
import { MemoryRouterFrame } from '../../testing/withMemoryRouter';
import { SessionViewProvider, type SessionView } from '../../app/session/sessionView';
import { ClientEventPage } from './ClientEventPage';
import { HomePage } from './HomePage';
import { IbAnnualPage } from './IbAnnualPage';
import { IbSeasonPage } from './IbSeasonPage';
import { offerSummaryOf } from './offerFixtures';
import { storyVisitors } from './storyFixtures';
import { UsdtEventPage } from './UsdtEventPage';

type Page = 'home' | 'client' | 'usdt' | 'iboffer' | 'ibyearoffer';

const q1End = Date.UTC(2025, 2, 31, 23, 59, 59);
const periods = (isPendingClaim: boolean): ActivityPeriod[] => [
  {
    activityName: '2025Q1',
    isPendingClaim,
    isInActivityRounds: 1,
    activityTimeList: [{ type: 'Overall', endTime: instant('2025-03-31T23:59:59.000Z') }],
  },
];
const feb15 = Date.UTC(2025, 1, 15, 0, 0, 0);
const reward = (status: number): RewardRecord => ({
  id: 1,
  activityType: 'client_event',
  activityName: '2025Q1',
  activityRound: 1,
  prizeType: 1,
  prizeName: 'Gold bar 10 g',
  lang: { tag: 'en', direction: 'ltr' },
  amount: 1,
  currency: 'ITEM',
  status,
  createTime: instant('2025-04-02T09:00:00.000Z'),
});

interface StoryProps {
  page: Page;
  visitor: SessionView;
  /** Client event only: the time the countdown starts from. */
  now?: number;
  rewards?: RewardRecord[];
  /** Client event only: the service's `isPendingClaim` for 2025 Q1. */
  pendingClaim?: boolean;
  periodsLoading?: boolean;
  /** Client event only: the call that fails (the periods, or the client's rewards). */
  failing?: 'periods' | 'rewards';
}

/** Like the service: the person's count when their account type is the one the event counts. */
const overviewFor =
  (event: OfferEvent, countedType: UserType, value: number) =>
  ({ user }: SessionView) =>
  () =>
    Promise.resolve(offerSummaryOf(event, user?.userType === countedType ? value : null));

function EventPageStory({
  page,
  visitor,
  now = q1End - 3 * 86_400_000,
  rewards = [],
  pendingClaim = false,
  periodsLoading,
  failing,
}: StoryProps) {
  const content = {
    home: <HomePage />,
    client: (
      <ClientEventPage
        now={() => now}
        loadPeriods={() =>
          periodsLoading
            ? new Promise(() => undefined)
            : Promise.resolve(failing === 'periods' ? false : periods(pendingClaim))
        }
        loadRewards={() => Promise.resolve(failing === 'rewards' ? false : rewards)}
      />
    ),
    usdt: <UsdtEventPage loadSummary={overviewFor('usdt', 'crm_client', 62.5)(visitor)} />,
    iboffer: <IbSeasonPage loadSummary={overviewFor('iboffer', 'crm_ib', 7)(visitor)} />,
    ibyearoffer: <IbAnnualPage loadSummary={overviewFor('ibyearoffer', 'crm_ib', 2350.5)(visitor)} />,
  }[page];
  return (
    <MemoryRouterFrame>
      <SessionViewProvider value={visitor}>{content}</SessionViewProvider>
    </MemoryRouterFrame>
  );
}

const meta = {
  title: 'Features/Events',
  component: EventPageStory,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof EventPageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home for a visitor: every event, the contest first. */
export const HomeSignedOut: Story = { args: { page: 'home', visitor: storyVisitors.signedOut } };
/** Home for a China client: the client entries the menu shows. */
export const HomeChinaClient: Story = { args: { page: 'home', visitor: storyVisitors.chinaClient } };
/** Home for a Hong Kong IB: the IB entries. */
export const HomeHongKongIb: Story = { args: { page: 'home', visitor: storyVisitors.hongKongIb } };
/** Home for a client no event is open to. */
export const HomeNoEvents: Story = { args: { page: 'home', visitor: storyVisitors.indiaClient } };

// Client event: one story per state of `clientEventMachine` a person sees (one prize status at a time).
/** `running.noPrize`: three days before the Q1 end, the countdown alone. */
export const ClientCounting: Story = { args: { page: 'client', visitor: storyVisitors.chinaClient } };
/** Client event while the periods load. */
export const ClientLoading: Story = {
  args: { page: 'client', visitor: storyVisitors.chinaClient, periodsLoading: true },
};
/** The periods could not be loaded: no countdown or status on a guess, a notice with Try again. */
export const ClientPeriodsFailed: Story = {
  args: { page: 'client', visitor: storyVisitors.chinaClient, failing: 'periods' },
};
/** The client's rewards could not be loaded: the countdown, and a line saying the claim status is missing. */
export const ClientRewardsFailed: Story = {
  args: { page: 'client', visitor: storyVisitors.chinaClient, failing: 'rewards' },
};
/** `running.prizeWaiting`: the countdown and "A prize is waiting for you" (isPendingClaim). */
export const ClientPrizeWaiting: Story = {
  args: { page: 'client', visitor: storyVisitors.chinaClient, pendingClaim: true },
};
/** `running.reviewing`, 15 Feb 2025: a prize waiting and a claim under review show as the review only. */
export const ClientReviewing: Story = {
  args: {
    page: 'client',
    visitor: storyVisitors.chinaClient,
    now: feb15,
    pendingClaim: true,
    rewards: [reward(1)],
  },
};
/** `running.rejected`: the countdown and the rejected claim. */
export const ClientRejected: Story = {
  args: { page: 'client', visitor: storyVisitors.chinaClient, now: feb15, rewards: [reward(3)] },
};
/** `ended.expired`: the quarter's end date has passed and there is no prize news. */
export const ClientExpired: Story = {
  args: { page: 'client', visitor: storyVisitors.chinaClient, now: q1End + 1000 },
};
/** `ended.prizeWaiting`: the quarter is over and a prize still waits. */
export const ClientEndedPrizeWaiting: Story = {
  args: { page: 'client', visitor: storyVisitors.chinaClient, now: q1End + 1000, pendingClaim: true },
};
/** `ended.reviewing`: the quarter is over and the claim is under review. */
export const ClientEndedReviewing: Story = {
  args: { page: 'client', visitor: storyVisitors.chinaClient, now: q1End + 1000, rewards: [reward(1)] },
};
/** `ended.rejected`: the quarter is over and the claim was rejected. */
export const ClientEndedRejected: Story = {
  args: { page: 'client', visitor: storyVisitors.chinaClient, now: q1End + 1000, rewards: [reward(3)] },
};
/** Client event for a visitor: the sign-in invitation. */
export const ClientSignedOut: Story = { args: { page: 'client', visitor: storyVisitors.signedOut } };
/** Client event for a client whose blacklist holds all four 2025 quarters. */
export const ClientNotOpen: Story = { args: { page: 'client', visitor: storyVisitors.blacklistedClient } };

export const UsdtChinaClient: Story = { args: { page: 'usdt', visitor: storyVisitors.chinaClient } };
/** The rebate is for China only: a Hong Kong account is told so. */
export const UsdtNotOpen: Story = { args: { page: 'usdt', visitor: storyVisitors.hongKongIb } };
export const IbSeason: Story = { args: { page: 'iboffer', visitor: storyVisitors.hongKongIb } };
export const IbSeasonSignedOut: Story = { args: { page: 'iboffer', visitor: storyVisitors.signedOut } };
export const IbAnnual: Story = { args: { page: 'ibyearoffer', visitor: storyVisitors.hongKongIb } };
/** Right-to-left: pick `ae` or `ug` in the locale toolbar; on a phone the hero art is hidden. */
export const IbAnnualOnAPhone: Story = {
  args: { page: 'ibyearoffer', visitor: storyVisitors.hongKongIb },
  globals: { viewport: { value: 'w360' } },
};
