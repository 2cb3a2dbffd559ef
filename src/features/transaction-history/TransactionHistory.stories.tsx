import { instant } from '../../../contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { RewardRecord } from '../../../contract';
import { rewardFilterOptions } from '../../../machines/rewardFilters.machine';
import { RewardFiltersPanel } from './RewardFiltersPanel';
import { RewardsListView, type RewardsListStatus } from './RewardsListView';

const client = { userType: 'crm_client', nationality: '1', blacklist: [] } as const;
const ib = { userType: 'crm_ib', nationality: '81', blacklist: [] } as const;

const records: RewardRecord[] = [
  {
    id: 1,
    activityType: 'client_event',
    activityName: '2025Q1',
    activityRound: 1,
    prizeType: 0,
    prizeName: 'Cash reward',
    lang: { tag: 'en', direction: 'ltr' },
    amount: 500,
    currency: 'USD',
    status: 2,
    createTime: instant('2025-04-02T09:00:00.000Z'),
  },
  {
    id: 2,
    activityType: 'client_event',
    activityName: '2024Q4',
    activityRound: 2,
    prizeType: 1,
    prizeName: 'iPhone 16 Pro',
    lang: { tag: 'en', direction: 'ltr' },
    amount: 1,
    currency: 'ITEM',
    status: 1,
    createTime: instant('2025-01-12T14:30:00.000Z'),
  },
  {
    id: 3,
    activityType: 'client_event',
    activityName: '2024Q3',
    activityRound: 3,
    prizeType: 1,
    prizeName: '<img src=x onerror=alert(1)>',
    lang: { tag: 'en', direction: 'ltr' },
    amount: 2,
    currency: 'ITEM',
    status: 3,
    createTime: instant('2024-10-05T08:00:00.000Z'),
  },
  {
    id: 4,
    activityType: 'client_event',
    activityName: '2024Q3',
    activityRound: 3,
    prizeType: 0,
    prizeName: 'Cash reward',
    lang: { tag: 'en', direction: 'ltr' },
    amount: 45.25,
    currency: 'USD',
    status: 4,
    createTime: instant('2024-10-01T08:00:00.000Z'),
  },
];

interface StoryProps {
  role: 'client' | 'ib';
  drawer: boolean;
  list: RewardsListStatus;
  total?: number;
}

function TransactionHistoryStory({ role, drawer, list, total = records.length }: StoryProps) {
  const user = role === 'client' ? client : ib;
  const options = rewardFilterOptions(user);
  const applied = { activityType: options.activityTypes[0]!, status: options.statuses[1] };
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <RewardFiltersPanel
        options={options}
        userType={user.userType}
        applied={applied}
        draft={drawer ? { ...applied, prize: 0 } : undefined}
        onFilterSelected={fn()}
        onDrawerOpened={fn()}
        onDraftSelected={fn()}
        onDrawerReset={fn()}
        onDrawerConfirmed={fn()}
        onDrawerDismissed={fn()}
      />
      <RewardsListView
        status={list}
        records={role === 'client' ? records : []}
        total={total}
        page={1}
        userType={user.userType}
        nationality={user.nationality}
        onPageChange={fn()}
        onRetry={fn()}
      />
    </div>
  );
}

const meta = {
  title: 'Features/Transaction history',
  component: TransactionHistoryStory,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TransactionHistoryStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A client's rows (desktop) and rewards, every status; a hostile prize name shows as text. */
export const ClientListed: Story = { args: { role: 'client', drawer: false, list: 'listed' } };
/** More than one page of rewards. */
export const ClientManyPages: Story = { args: { role: 'client', drawer: false, list: 'listed', total: 37 } };
export const Loading: Story = { args: { role: 'client', drawer: false, list: 'loading' } };
export const Empty: Story = { args: { role: 'ib', drawer: false, list: 'empty' } };
export const Failed: Story = { args: { role: 'client', drawer: false, list: 'failed' } };
/** An IB's rows: the IB season only, cash rewards, statuses 0, 1, 2, 4. */
export const IbRows: Story = { args: { role: 'ib', drawer: false, list: 'empty' } };
/** Phone: the applied filters in a line and the drawer open with a draft (Reset and Confirm). */
export const PhoneDrawerOpen: Story = {
  args: { role: 'client', drawer: true, list: 'listed' },
  globals: { viewport: { value: 'w360' } },
};
export const PhoneDrawerClosed: Story = {
  args: { role: 'client', drawer: false, list: 'listed' },
  globals: { viewport: { value: 'w360' } },
};
