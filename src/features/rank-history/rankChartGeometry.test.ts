import { describe, expect, it } from 'vitest';
import { rankSnapshots } from '../../../machines/testing/fixtures/rankHistory';
import { CHART_HEIGHT, rankChartGeometry } from './rankChartGeometry';

describe('rankChartGeometry', () => {
  it('puts the best rank at the top and the worst at the bottom, first update left, last right', () => {
    const geometry = rankChartGeometry(rankSnapshots)!;
    expect(geometry).toMatchObject({ best: 3, worst: 640 });
    expect(geometry.line.startsWith(`M0 ${CHART_HEIGHT}`)).toBe(true);
    expect(geometry.line.endsWith('L100 0')).toBe(true);
    expect(geometry.area.endsWith(`L0 ${CHART_HEIGHT} Z`)).toBe(true);
  });

  it('draws one snapshot, or an unchanged rank, as a flat line across the middle', () => {
    const one = rankChartGeometry(rankSnapshots.slice(0, 1))!;
    expect(one.line).toBe(`M0 ${CHART_HEIGHT / 2} L100 ${CHART_HEIGHT / 2}`);
    expect(rankChartGeometry([])).toBeNull();
  });
});
