import { describe, expect, it } from 'vitest';
import { contactDetail, safeHref } from './footerText';

describe('safeHref', () => {
  it.each([
    ['https://www.example.com/about', 'https://www.example.com/about'],
    ['mailto:support@example.com', 'mailto:support@example.com'],
    ['tel:+85237043188', 'tel:+85237043188'],
    ['javascript:alert(1)', undefined],
    ['', undefined],
    ['//evil.example.com', undefined],
  ])('%s → %s', (link, expected) => {
    expect(safeHref(link)).toBe(expected);
  });
});

describe('contactDetail', () => {
  it('reads the number or the address of a contact link', () => {
    expect(contactDetail('tel:+85237043188')).toBe('+85237043188');
    expect(contactDetail('mailto:support@example.com')).toBe('support@example.com');
    expect(contactDetail('https://www.example.com/support')).toBeUndefined();
  });
});
