import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as format from '../../i18n/format';
import { activateSourceLocale } from '../../testing/i18n';
import { cashReward } from './rewardRecord.fixtures';
import { RewardsListView, type RewardsListViewProps } from './RewardsListView';

vi.mock('../../i18n/format', { spy: true });

describe('RewardsListView', () => {
  it('does not draw its rows again when the page renders for another reason (the filters drawer closing)', () => {
    activateSourceLocale();
    const records = [cashReward(1), cashReward(2), cashReward(3)];
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
        <RewardsListView {...props()} records={[cashReward(4)]} total={1} />
      </I18nProvider>,
    );
    expect(screen.getByRole('rowheader', { name: /Cash reward/ })).toBeInTheDocument();
    expect(dateCells).toHaveBeenCalledTimes(records.length + 1);
  });
});
