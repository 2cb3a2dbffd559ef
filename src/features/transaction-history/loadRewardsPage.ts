import { i18n } from '@lingui/core';
import { fromPromise } from 'xstate';
import { BusinessCode, endpoints, type TransactionHistoryResponse } from '../../../contract';
import type { RewardsPageRequest } from '../../../machines/rewardsList.machine';
import { reportedOutcome } from '../../api';

const noRewards: TransactionHistoryResponse = { records: [], total: 0 };

/**
 * One page of the visitor's rewards. Unlike the quiet helper, it tells an empty IB history (the silent
 * code 400, §8) from a failure, so the page can show "no rewards" or an error with a retry. Every failure
 * reaches the system-error toast as any other call's does (`reportedOutcome`).
 */
export const loadRewardsPage = fromPromise<TransactionHistoryResponse, RewardsPageRequest>(
  async ({ input, signal }) => {
    const { filters, page, pagesize } = input;
    const outcome = await reportedOutcome(endpoints.transactionHistory, {
      query: { ...filters, page, pagesize, lang: i18n.locale },
      signal,
    });
    if (outcome.ok) return outcome.data;
    if (outcome.reason === 'business' && outcome.code === BusinessCode.IB_RECORD_EMPTY) return noRewards;
    throw new Error(`transaction history: ${outcome.reason}`);
  },
);
