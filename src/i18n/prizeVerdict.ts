import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PrizeVerdict } from '../../machines/prizeEligibility';
import { LAST_PRIZE_RANK } from '../../machines/prizeTiers';
import { missingRequirementsText } from './prizeCondition';

/** The one-line answer to "why am I not eligible for a prize", as the checklist decided it. */
export function prizeVerdictText(i18n: I18n, verdict: PrizeVerdict): string {
  switch (verdict.kind) {
    case 'eligible':
      return i18n._(msg`You meet every requirement: the prize of your rank is yours if you keep it.`);
    case 'requirementsUnmet': {
      const needs = missingRequirementsText(i18n, verdict.missing);
      return i18n._(msg`Your rank pays a prize, but you are not eligible for it yet: ${needs}.`);
    }
    case 'outsidePrizeRanks': {
      const { ranking } = verdict;
      return i18n._(
        msg`You meet every requirement; at rank ${ranking} you are outside the prize ranks (1–${LAST_PRIZE_RANK}).`,
      );
    }
    case 'outsidePrizeRanksAndUnmet': {
      const { ranking } = verdict;
      const needs = missingRequirementsText(i18n, verdict.missing);
      return i18n._(
        msg`At rank ${ranking} you are outside the prize ranks (1–${LAST_PRIZE_RANK}), and not eligible yet: ${needs}.`,
      );
    }
  }
}
