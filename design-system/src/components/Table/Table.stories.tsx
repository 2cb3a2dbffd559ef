import type { Meta, StoryObj } from '@storybook/react-vite';
import { rtlParameters, withDesignSystem } from '../../private/storybook';
import { Table, type TableColumn, type TableProps } from './Table';

interface Ranking {
  rank: number;
  account: string;
  name: string;
  returnRate: number;
  prize: string;
}

const columns: TableColumn<Ranking>[] = [
  { key: 'rank', header: 'Rank', align: 'end' },
  { key: 'account', header: 'Account', isRowHeader: true },
  { key: 'name', header: 'Name' },
  {
    key: 'returnRate',
    header: 'Return rate',
    align: 'end',
    render: (row) => `${row.returnRate.toFixed(2)}%`,
  },
  { key: 'prize', header: 'Prize', align: 'end' },
];

const rows: Ranking[] = [
  { rank: 1, account: '8****21', name: '王**', returnRate: 182.4, prize: 'USD 10,000' },
  { rank: 2, account: '5****07', name: 'S***a', returnRate: 96.15, prize: 'USD 5,000' },
  { rank: 3, account: '7****90', name: 'ส****ย', returnRate: 71.02, prize: 'USD 2,000' },
  { rank: 4, account: '3****44', name: 'م***د', returnRate: 55.5, prize: 'USD 1,000' },
  { rank: 5, account: '9****12', name: 'N***n', returnRate: 40.03, prize: 'USD 500' },
];

// A generic component: Storybook sees it with `unknown` rows.
const RankingTable = Table as (props: TableProps<Ranking>) => ReturnType<typeof Table>;

const meta = {
  title: 'Design system/Table',
  component: RankingTable,
  decorators: [withDesignSystem],
  args: {
    caption: 'Forex ranking, round 3',
    label: 'Forex ranking, round 3',
    columns,
    rows,
    emptyText: 'No trader has qualified yet.',
    getRowKey: (row) => row.account,
  },
  argTypes: { columns: { control: false }, rows: { control: false } },
} satisfies Meta<typeof RankingTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The signed-in trader's row. */
export const HighlightedRow: Story = { args: { isRowHighlighted: (row) => row.rank === 3 } };

export const Empty: Story = { args: { rows: [] } };

export const HiddenCaption: Story = { args: { hideCaption: true } };

/** Narrow screens scroll sideways; the focusable region lets keyboards scroll too. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ maxInlineSize: 360 }}>
      <RankingTable {...args} />
    </div>
  ),
};

/**
 * On a viewport narrower than its columns can be (`stacksBelowViewport`, here any under 10,000 px), stacked from
 * its first render rather than after a measure.
 */
export const StackedFromFirstRender: Story = { args: { stacksBelowViewport: 10_000 } };

export const RightToLeft: Story = {
  parameters: rtlParameters,
  args: {
    caption: 'ترتيب الفوركس',
    label: 'ترتيب الفوركس',
    isRowHighlighted: (row) => row.rank === 2,
    columns: [
      { key: 'rank', header: 'المرتبة', align: 'end' },
      { key: 'account', header: 'الحساب', isRowHeader: true },
      { key: 'returnRate', header: 'العائد', align: 'end', render: (row) => `${row.returnRate.toFixed(2)}%` },
    ],
  },
};
