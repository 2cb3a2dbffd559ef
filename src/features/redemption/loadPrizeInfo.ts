import { i18n } from '@lingui/core';
import { fromPromise } from 'xstate';
import type { PrizeInfoResult } from '../../../machines/redemption.machine';
import { getRedemptionPrizeInfo } from '../../api';

/**
 * The service's prize info for a round, its gift names in the reader's language; the API helper logs a
 * failure and answers `false` (§8).
 */
export const loadPrizeInfoFromService = fromPromise<PrizeInfoResult, { round: number }>(({ input }) =>
  getRedemptionPrizeInfo({ round: input.round, lang: i18n.locale }),
);
