import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe's serious and critical violations on the page, one line each: the rule and the elements it found.
 *
 * Legacy mode runs axe in the page's own frame only, rather than once per frame with a fresh page opened to
 * merge the results: the site has no frames, and the per-frame run took 2–3× as long on /doo-trader and found
 * the same (6.0–7.7 s → 2.1–2.2 s beside a loaded run, 0.8–1.1 s → 0.5 s on an idle machine).
 */
export async function severeViolations(
  page: Page,
  configure: (builder: AxeBuilder) => AxeBuilder = (builder) => builder,
): Promise<string[]> {
  const { violations } = await configure(new AxeBuilder({ page }).setLegacyMode()).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
