import type { HallOfFameEntry } from '../../../contract';
import type { SlidesPerViewStep } from '@doo/design-system';

/** §2: 1, 2, 3 or 5 cards in view from widths 362, 748, 1134 and 1510 (one below 362 too). */
export const hallOfFameSlidesPerView: readonly SlidesPerViewStep[] = [
  { minWidth: 0, slides: 1 },
  { minWidth: 362, slides: 1 },
  { minWidth: 748, slides: 2 },
  { minWidth: 1134, slides: 3 },
  { minWidth: 1510, slides: 5 },
];

/** §2: the slider plays by itself and wraps around only with more than 3 cards. */
export const movesByItself = (cards: number): boolean => cards > 3;

/** Each card links to its story in Korean, traditional Chinese, or else simplified Chinese. */
export function storyLink(entry: HallOfFameEntry, locale: string): string {
  if (locale === 'kr') return entry.kr;
  if (locale === 'tc') return entry.tc;
  return entry.sc;
}

/** `S3` and `rank7` both read as a place number. */
export function placeOf(rank: string): number | null {
  const match = /^(?:S|rank)(\d+)$/.exec(rank);
  return match ? Number(match[1]) : null;
}

/** `season2` names season 2; anything else falls back to the round number. */
export function seasonOf(entry: HallOfFameEntry): number | null {
  const match = /^season(\d+)$/.exec(entry.roundTranslate);
  return match ? Number(match[1]) : null;
}
