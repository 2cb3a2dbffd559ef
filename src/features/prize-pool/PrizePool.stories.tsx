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
    displayedRound: 2,
    currency: 'USD',
    japan: false,
    actionHref: '#register',
  },
} satisfies Meta<typeof PrizePoolView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Master first; open "See all prizes" for the table by rank and server. */
export const Ready: Story = {};

export const Loading: Story = { args: { status: 'loading', prizeInfo: null } };

/** No prize table for the round: the §9 defaults in USD. */
export const Defaults: Story = { args: { prizeInfo: null } };

/** Japan: yen, no disclaimer, a login button. */
export const Japan: Story = { args: { currency: 'JPY', japan: true, displayedRound: 1 } };

/** jp and id readers in round 1: no round number. */
export const RoundHidden: Story = { args: { displayedRound: null } };
