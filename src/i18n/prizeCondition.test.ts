import { setupI18n } from '@lingui/core';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
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

  it('writes each shortfall in the site’s digits, not with Intl.NumberFormat, slow on its first use', () => {
    let numberFormats = 0;
    const { NumberFormat } = Intl;
    Intl.NumberFormat = new Proxy(NumberFormat, {
      construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        numberFormats += 1;
        return new target(...args);
      },
    });
    onTestFinished(() => {
      Intl.NumberFormat = NumberFormat;
    });
    const i18n = setupI18n({ locale: 'es', messages: { es: {} } });
    expect(missingRequirementsText(i18n, [{ requirement: 'volume', short: 1234.5 }])).toBe(
      'needs 1,234.5 more lots of volume',
    );
    expect(missingRequirementsText(i18n, [{ requirement: 'trades', short: 1200 }])).toBe(
      'needs 1,200 more trades',
    );
    expect(numberFormats).toBe(0);
  });

  it('writes the Uyghur list with its own "and"', () => {
    const i18n = setupI18n({ locale: 'ug', messages: { ug: {} } });
    expect(missingRequirementsText(i18n, missing)).toBe('needs 4 more trading days ۋە needs 8 more trades');
  });
});
