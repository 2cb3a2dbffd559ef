import { calendarQuarterOf, type TermsByQuarter, type TermsEntry } from '../contract';

/**
 * The terms a page shows: its event's entry of the terms file, and `awaitedQuarter` when that entry is of
 * an earlier quarter than the service clock's (the terms of the current quarter are not published yet).
 */
export type PageTerms = { terms: TermsEntry; awaitedQuarter?: string };

/**
 * Picks the entry keyed by the page's first path segment (§7) and compares its quarter with the quarter the
 * service clock is in; `false` when the file failed or has no entry for the page.
 */
export function pageTermsOf(
  file: TermsByQuarter | false,
  page: string,
  serviceNowMs: number,
): PageTerms | false {
  const terms = file ? file[page] : undefined;
  if (!terms) return false;
  const currentQuarter = calendarQuarterOf(serviceNowMs);
  return terms.quarter < currentQuarter ? { terms, awaitedQuarter: currentQuarter } : { terms };
}
