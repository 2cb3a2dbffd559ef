import { describe, expect, it } from 'vitest';
import type { TermsByQuarter, TermsEntry } from '../contract';
import { pageTermsOf } from './pageTerms';

const entry = (quarter: string, title: string): TermsEntry => ({
  quarter,
  title,
  clauses: ['One clause.'],
  documentUrl: 'https://www.example.com/terms.pdf',
  lang: { tag: 'en', direction: 'ltr' },
});
const file: TermsByQuarter = {
  'doo-trader': entry('2026Q4', 'Contest terms'),
  client: entry('2026Q4', 'Client event terms'),
  usdt: entry('2025Q4', 'USDT event terms'),
};
const NOVEMBER_2026 = Date.parse('2026-11-10T09:00:00Z');

describe('pageTermsOf', () => {
  it('picks the entry of the page’s own event, not the contest’s', () => {
    expect(pageTermsOf(file, 'client', NOVEMBER_2026)).toEqual({ terms: file.client });
  });

  it('says when the entry is of an earlier quarter than the service clock’s', () => {
    expect(pageTermsOf(file, 'usdt', NOVEMBER_2026)).toEqual({ terms: file.usdt, awaitedQuarter: '2026Q4' });
    expect(pageTermsOf(file, 'client', Date.parse('2027-01-01T00:00:00Z'))).toEqual({
      terms: file.client,
      awaitedQuarter: '2027Q1',
    });
  });

  it('answers false for a failed file or a page without an entry', () => {
    expect(pageTermsOf(false, 'client', NOVEMBER_2026)).toBe(false);
    expect(pageTermsOf(file, 'iboffer', NOVEMBER_2026)).toBe(false);
  });
});
