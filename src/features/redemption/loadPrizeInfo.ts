import { i18n } from '@lingui/core';
import { fromPromise } from 'xstate';
import { endpoints } from '../../../contract';
import type { PrizeInfoResult } from '../../../machines/redemption.machine';
import { requestUnlessFailed } from '../../api';

/**
 * The service's prize info for a round, its gift names in the reader's language: `false` when the person has
 * no enrolment in it (a silent code), and a failed call throws, so the banner can offer Try again (§8).
 */
export const loadPrizeInfoFromService = fromPromise<PrizeInfoResult, { round: number }>(({ input }) =>
  requestUnlessFailed(endpoints.redemptionPrizeInfo, { query: { round: input.round, lang: i18n.locale } }),
);
