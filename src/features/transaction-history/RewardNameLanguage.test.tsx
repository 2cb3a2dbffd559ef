import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { instant, type RewardRecord } from '../../../contract';
import { activateSourceLocale } from '../../testing/i18n';
import { RewardsListView } from './RewardsListView';

beforeAll(activateSourceLocale);

const reward = (id: number, prizeName: string, lang: RewardRecord['lang']): RewardRecord => ({
  id,
  activityType: 'client_event',
  activityName: '2025Q1',
  activityRound: 1,
  prizeType: 1,
  prizeName,
  lang,
  amount: 1,
  currency: 'ITEM',
  status: 2,
  createTime: instant('2025-02-01T08:30:00.000Z'),
});

describe('RewardsListView names each reward in the language the service wrote it in (issue 16, item 12)', () => {
  it('marks the name with its lang and dir, apart from the page’s own texts', () => {
    render(
      <I18nProvider i18n={i18n}>
        <RewardsListView
          status="listed"
          records={[
            reward(1, 'سبيكة ذهب 10 غرام', { tag: 'ar', direction: 'rtl' }),
            reward(2, 'iPhone 16 Pro', { tag: 'en', direction: 'ltr' }),
          ]}
          total={2}
          page={1}
          userType="crm_client"
          nationality="1"
          onPageChange={() => undefined}
          onRetry={() => undefined}
        />
      </I18nProvider>,
    );
    const arabic = screen.getByText('سبيكة ذهب 10 غرام');
    expect(arabic).toHaveAttribute('lang', 'ar');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    const product = screen.getByText('iPhone 16 Pro');
    expect(product).toHaveAttribute('lang', 'en');
    expect(product).toHaveAttribute('dir', 'ltr');
    // The event and prize type beside it are the page's own texts, in the page's language.
    expect(screen.getAllByText(/Client quarterly event/)[0]!.closest('[lang]')).toBeNull();
  });
});
