import { setupI18n, type Messages } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { locales } from './locales';
import { countFormatterSteps } from './countFormatterSteps';

afterEach(() => vi.unstubAllGlobals());

/** Counts the `Intl.NumberFormat` and `Intl.PluralRules` made from now on (real ones). */
function countConstructed() {
  const made = { numberFormats: 0, pluralRules: 0 };
  vi.stubGlobal('Intl', {
    ...Intl,
    NumberFormat: class extends Intl.NumberFormat {
      constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        super(...args);
        made.numberFormats += 1;
      }
    },
    PluralRules: class extends Intl.PluralRules {
      constructor(...args: ConstructorParameters<typeof Intl.PluralRules>) {
        super(...args);
        made.pluralRules += 1;
      }
    },
  });
  return made;
}

/** A plural message as the build compiles it: `{count, plural, other {# days}}`. */
const messages: Messages = { daysLeft: [['count', 'plural', { other: ['#', ' days'] }]] };

function renderDaysLeft(code: 'th' | 'vn') {
  const i18n = setupI18n({ locale: code, locales: [locales[code].tag], messages: { [code]: messages } });
  return i18n._('daysLeft', { count: 3 });
}

describe('countFormatterSteps', () => {
  it('make the formatters a plural message uses, so that rendering one constructs none', () => {
    for (const step of countFormatterSteps('th')) step();
    const made = countConstructed();

    expect(renderDaysLeft('th')).toBe('3 days');
    expect(made).toEqual({ numberFormats: 0, pluralRules: 0 });
  });

  it('is needed: without it the first plural message of a locale constructs both', () => {
    const made = countConstructed();

    expect(renderDaysLeft('vn')).toBe('3 days');
    expect(made).toEqual({ numberFormats: 1, pluralRules: 1 });
  });
});
