import { setupI18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { missingRequirementsText } from './prizeCondition';

afterEach(() => vi.restoreAllMocks());

const missing = [
  { requirement: 'duration', short: 4 },
  { requirement: 'trades', short: 8 },
] as const;

describe('missingRequirementsText', () => {
  it('joins the unmet requirements without Intl.ListFormat, whose first use loads the engine’s list data', () => {
    const listFormat = vi.spyOn(Intl, 'ListFormat');
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(missingRequirementsText(i18n, missing)).toBe('needs 4 more trading days and needs 8 more trades');
    expect(listFormat).not.toHaveBeenCalled();
  });

  it('writes the Uyghur list with its own "and"', () => {
    const i18n = setupI18n({ locale: 'ug', messages: { ug: {} } });
    expect(missingRequirementsText(i18n, missing)).toBe('needs 4 more trading days ۋە needs 8 more trades');
  });
});
