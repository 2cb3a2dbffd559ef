import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { instant, type RewardRecord } from '../../../contract';
import * as format from '../../i18n/format';
import { activateSourceLocale } from '../../testing/i18n';
import { RewardsListView, type RewardsListViewProps } from './RewardsListView';

vi.mock('../../i18n/format', { spy: true });

const reward = (id: number): RewardRecord => ({
  id,
  activityType: 'rebate2025_activity',
  activityName: 'USDT rebate',
  activityRound: 1,
  prizeType: 0,
  prizeName: 'Cash reward',
  lang: { tag: 'en', direction: 'ltr' },
  amount: 500 + id,
  currency: 'USD',
  status: 2,
  createTime: instant('2025-02-01T08:30:00.000Z'),
});

describe('RewardsListView', () => {
  it('does not draw its rows again when the page renders for another reason (the filters drawer closing)', () => {
    activateSourceLocale();
    const records = [reward(1), reward(2), reward(3)];
    // The page's callbacks are made anew in each of its renders, as RewardsHistory's are.
    const props = (): RewardsListViewProps => ({
      status: 'listed',
      records,
      total: records.length,
      page: 1,
      userType: 'crm_client',
      nationality: '1',
      onPageChange: () => undefined,
      onRetry: () => undefined,
    });
    const view = render(
      <I18nProvider i18n={i18n}>
        <RewardsListView {...props()} />
      </I18nProvider>,
    );
    expect(screen.getAllByRole('row')).toHaveLength(records.length + 1);
    const dateCells = vi.mocked(format.formatDateTimeUtc);
    expect(dateCells).toHaveBeenCalledTimes(records.length);

    view.rerender(
      <I18nProvider i18n={i18n}>
        <RewardsListView {...props()} />
      </I18nProvider>,
    );
    expect(dateCells).toHaveBeenCalledTimes(records.length);

    // New rows are drawn.
    view.rerender(
      <I18nProvider i18n={i18n}>
        <RewardsListView {...props()} records={[reward(4)]} total={1} />
      </I18nProvider>,
    );
    expect(screen.getByRole('rowheader', { name: /Cash reward/ })).toBeInTheDocument();
    expect(dateCells).toHaveBeenCalledTimes(records.length + 1);
  });
});
