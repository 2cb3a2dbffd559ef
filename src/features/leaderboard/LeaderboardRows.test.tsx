import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RankingRecord } from '../../../contract/race';
import { prizesById, requirementChecklist } from '../../../machines/prizeEligibility';
import { tierPrize, tierStarts } from '../../../machines/prizeTiers';
import {
  entryCategories,
  prizeInfoSample,
  rankingRecord,
} from '../../../machines/testing/fixtures/leaderboard';
import { loadCatalogPart } from '../../i18n/catalogParts';
import { prizeVerdictText } from '../../i18n/prizeVerdict';
import type { DisplayCurrency } from '../../i18n/format';
import { activateSourceLocale } from '../../testing/i18n';
import { LeaderboardRows } from './LeaderboardRows';

// The rows' tier and checklist texts come in a catalog part, compiled on its first import.
beforeAll(() => loadCatalogPart('insight', 'en'), 30_000);

/** The rows as the board's machine gives them: each record's prize, checklist and where tiers begin. */
function renderRows(records: RankingRecord[], currency: DisplayCurrency = 'USD') {
  activateSourceLocale();
  function Rows() {
    const [expandedId, setExpandedId] = useState<number | null>(null);
    return (
      <LeaderboardRows
        records={records}
        prizes={prizesById(records, entryCategories)}
        checklists={Object.fromEntries(
          records.map((record) => [record.id, requirementChecklist(record, entryCategories)]),
        )}
        tierStarts={tierStarts(records.map((record) => record.ranking))}
        tierPrizeOf={(tier) =>
          tierPrize(prizeInfoSample, 2, 2, tier, { yen: currency === 'JPY', serverType: 'mt4' })
        }
        currency={currency}
        expandedId={expandedId}
        onToggle={(id) => setExpandedId((open) => (open === id ? null : id))}
      />
    );
  }
  render(
    <I18nProvider i18n={i18n}>
      <Rows />
    </I18nProvider>,
  );
  return userEvent.setup();
}

const row = (ranking: number) => screen.getByRole('button', { name: new RegExp(`^Rank ${ranking}(?!\\d)`) });
/** The open row's meters: what each says of its figure against the minimum. */
const openMeters = () =>
  within(screen.getByRole('region'))
    .getAllByRole('progressbar')
    .map((meter) => meter.getAttribute('aria-valuetext'));

describe('the board’s open row (issue 14.1)', () => {
  it('shows each account of one person its own checklist, one row at a time', async () => {
    // One person with two accounts on the board: rank 4 lacks 8 trades, rank 5 lacks 4 trading days.
    const person = { fullName: '王小明', clientNationality: '1' };
    const user = renderRows([
      rankingRecord(4, person),
      rankingRecord(5, { ...person, startEquity: 25_000, startEquityJpy: 3_750_000 }),
    ]);
    await user.click(row(4));
    expect(openMeters()).toEqual([
      '21 of 15 days',
      '120.5 of 50 lots',
      '22 of 30 trades',
      'USD 12,000 of at least USD 10,000',
    ]);
    await user.click(row(5));
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(openMeters()).toEqual([
      '11 of 15 days',
      '120.5 of 50 lots',
      '48 of 30 trades',
      'USD 25,000 of at least USD 10,000',
    ]);
  });

  it('answers in one line why the open row is not eligible for a prize, in the race page’s words', async () => {
    // Rank 4 pays a prize but lacks trades; rank 12 is outside the prize ranks.
    const records = [rankingRecord(4), rankingRecord(12)];
    const user = renderRows(records);
    const verdictOf = (record: RankingRecord) =>
      prizeVerdictText(i18n, requirementChecklist(record, entryCategories).verdict);

    await user.click(row(4));
    expect(verdictOf(records[0]!)).toMatch(/^Your rank pays a prize, but you are not eligible for it yet: /);
    expect(screen.getByRole('region')).toHaveTextContent(verdictOf(records[0]!));

    await user.click(row(12));
    expect(verdictOf(records[1]!)).toMatch(/^At rank 12 you are outside the prize ranks/);
    expect(screen.getByRole('region')).toHaveTextContent(verdictOf(records[1]!));
  });

  it('shows a Japanese client every amount in yen: the tier lines and the equity with its minimum (§1)', async () => {
    const user = renderRows(
      [1, 2, 3, 4].map((ranking) => rankingRecord(ranking)),
      'JPY',
    );
    expect(screen.getAllByTestId('tier-divider').map((divider) => divider.textContent)).toEqual([
      'Rank 1: ¥6,600,000',
      'Rank 2: ¥2,475,000',
      'Rank 3: ¥1,320,000',
      'Ranks 4–5: ¥495,000',
    ]);
    await user.click(row(2));
    expect(openMeters().at(-1)).toBe('¥1,800,000 of at least ¥1,500,000');
    expect(screen.getByRole('region')).not.toHaveTextContent(/USD|\$/);
  });
});
