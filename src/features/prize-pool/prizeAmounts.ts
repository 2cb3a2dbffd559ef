import {
  PRIZE_RANKS,
  roundPrizeKey,
  SERVER_TYPES,
  type PrizeInfo,
  type PrizeRank,
  type PrizeTable,
  type ServerType,
} from '../../../contract';
import type { DisplayCurrency } from '../../i18n/format';

export type PrizeCategory = 'classic' | 'master';

/** §9 default prizes in USD, shown when the service has no prize table for the round. */
export const defaultTopPrizes: Record<PrizeCategory, readonly [number, number, number]> = {
  classic: [3500, 2000, 1000],
  master: [40000, 15000, 8000],
};

export interface Amount {
  value: number;
  currency: DisplayCurrency;
}

const yenField = (rank: PrizeRank) => `${rank}Jpy` as const;

function amountOf(table: PrizeTable, rank: PrizeRank, currency: DisplayCurrency): Amount {
  return { value: currency === 'JPY' ? table[yenField(rank)] : table[rank], currency };
}

function tablesFor(prizeInfo: PrizeInfo | null, round: number | null, category: PrizeCategory) {
  const serverPrizes = prizeInfo && round !== null ? prizeInfo[roundPrizeKey(round)] : undefined;
  return serverPrizes ? { mt4: serverPrizes.mt4[category], mt5: serverPrizes.mt5[category] } : null;
}

/**
 * One podium prize. The servers' tables differ (INTERPRETATIONS: pool vs board), so it carries the
 * range and each server's figure; `byServer` is `null` for the §9 defaults, which hold on both servers.
 */
export interface PodiumPrize {
  low: Amount;
  high: Amount;
  byServer: Record<ServerType, Amount> | null;
}

/**
 * The champion's and both runners-up's prizes for a category, from the round's prize table by server,
 * in yen for Japan; the §9 defaults (in USD, the only currency they exist in) when the round has no table.
 */
export function topPrizes(
  prizeInfo: PrizeInfo | null,
  round: number | null,
  category: PrizeCategory,
  currency: DisplayCurrency,
): [PodiumPrize, PodiumPrize, PodiumPrize] {
  const tables = tablesFor(prizeInfo, round, category);
  const ranks = ['rank1', 'rank2', 'rank3'] as const;
  if (!tables) {
    return ranks.map((_, place) => {
      const amount: Amount = { value: defaultTopPrizes[category][place]!, currency: 'USD' };
      return { low: amount, high: amount, byServer: null };
    }) as [PodiumPrize, PodiumPrize, PodiumPrize];
  }
  return ranks.map((rank) => {
    const byServer = { mt4: amountOf(tables.mt4, rank, currency), mt5: amountOf(tables.mt5, rank, currency) };
    const [low, high] = SERVER_TYPES.map((server) => byServer[server]).sort((a, b) => a.value - b.value);
    return { low: low!, high: high!, byServer };
  }) as [PodiumPrize, PodiumPrize, PodiumPrize];
}

export interface PrizeTableRow {
  rank: PrizeRank;
  amounts: Record<ServerType, Amount>;
}

/** The modal's table: every rank (1, 2, 3, 4–5, 6–10) by server, or `null` when the round has none. */
export function prizeTableRows(
  prizeInfo: PrizeInfo | null,
  round: number | null,
  category: PrizeCategory,
  currency: DisplayCurrency,
): PrizeTableRow[] | null {
  const tables = tablesFor(prizeInfo, round, category);
  if (!tables) return null;
  return PRIZE_RANKS.map((rank) => ({
    rank,
    amounts: {
      mt4: amountOf(tables.mt4, rank, currency),
      mt5: amountOf(tables.mt5, rank, currency),
    },
  }));
}
