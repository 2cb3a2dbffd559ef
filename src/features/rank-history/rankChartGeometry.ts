import type { RankSnapshot } from '../../../contract/race';

/** The chart's drawing box: 100 wide, 40 high; rank 1 at the top. */
export const CHART_WIDTH = 100;
export const CHART_HEIGHT = 40;

export interface RankChartGeometry {
  /** The SVG path of the line, time along the width, the best rank at the top. */
  line: string;
  /** The same line closed along the bottom, for the fill beneath it. */
  area: string;
  best: number;
  worst: number;
}

/**
 * Where each snapshot sits: time spaced by the instant it was taken, rank on a log scale so that climbing
 * from 12th to 3rd shows as clearly as from 640th to 160th. One snapshot is a flat line.
 */
export function rankChartGeometry(snapshots: readonly RankSnapshot[]): RankChartGeometry | null {
  if (snapshots.length === 0) return null;
  const ranks = snapshots.map((snapshot) => snapshot.ranking);
  const best = Math.min(...ranks);
  const worst = Math.max(...ranks);
  const first = snapshots[0]!.takenAt;
  const span = snapshots.at(-1)!.takenAt - first;
  const logSpan = Math.log(worst) - Math.log(best);
  const x = (takenAt: number) => (span === 0 ? 0 : ((takenAt - first) / span) * CHART_WIDTH);
  const y = (rank: number) =>
    logSpan === 0 ? CHART_HEIGHT / 2 : ((Math.log(rank) - Math.log(best)) / logSpan) * CHART_HEIGHT;
  const points = snapshots.map((snapshot) => [x(snapshot.takenAt), y(snapshot.ranking)] as const);
  if (points.length === 1) points.push([CHART_WIDTH, points[0]![1]]);
  const round = (value: number) => Math.round(value * 100) / 100;
  const line = points.map(([px, py], index) => `${index ? 'L' : 'M'}${round(px)} ${round(py)}`).join(' ');
  const area = `${line} L${round(points.at(-1)![0])} ${CHART_HEIGHT} L${round(points[0]![0])} ${CHART_HEIGHT} Z`;
  return { line, area, best, worst };
}
