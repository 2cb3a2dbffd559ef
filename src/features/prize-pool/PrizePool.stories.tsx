import { fn } from 'storybook/test';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PrizeInfo } from '../../../contract';
import { PrizePoolView } from './PrizePoolView';
import { prizeTableFixture } from './prizeFixtures';

const table = prizeTableFixture;
const prizeInfo: PrizeInfo = {
  round2: {
    mt4: { classic: table(4000), master: table(46200) },
    mt5: { classic: table(4500), master: table(42000) },
  },
};

const meta = {
  title: 'Features/Contest landing/Prize pool',
  component: PrizePoolView,
  args: {
    status: 'ready',
    prizeInfo,
    round: 2,
    roundPending: false,
    displayedRound: 2,
    currency: 'USD',
    japan: false,
    actionHref: '#register',
  },
} satisfies Meta<typeof PrizePoolView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Master first. The servers' prizes differ: each place shows the range and which figure is MT4's and
 * which MT5's, so it agrees with the board's rows. "See all prizes" opens the table by rank and server.
 */
export const Ready: Story = {};

/** Both servers pay the same: one figure per place, said to be for MT4 and MT5. */
export const SameOnBothServers: Story = {
  args: {
    prizeInfo: {
      round2: {
        mt4: { classic: table(4000), master: table(44000) },
        mt5: { classic: table(4000), master: table(44000) },
      },
    },
  },
};

export const Loading: Story = { args: { status: 'loading', prizeInfo: null } };

/** The prizes came before the rounds: which round's they are is not known yet, so the podium still waits. */
export const WaitingForTheRound: Story = {
  args: { roundPending: true, round: null, displayedRound: null },
};

/** No prize table for the round: the §9 defaults in USD. */
export const Defaults: Story = { args: { prizeInfo: null } };

/** The prize info could not be loaded: the defaults show, labelled, with "Try again". */
export const Failed: Story = { args: { prizeInfo: null, failure: { onRetry: fn(), retrying: false } } };
export const Retrying: Story = { args: { prizeInfo: null, failure: { onRetry: fn(), retrying: true } } };

/** Japan: yen (the `...Jpy` fields of both servers), no disclaimer, a login button. */
export const Japan: Story = { args: { currency: 'JPY', japan: true, displayedRound: 1 } };

/** jp and id readers in round 1: no round number. */
export const RoundHidden: Story = { args: { displayedRound: null } };
