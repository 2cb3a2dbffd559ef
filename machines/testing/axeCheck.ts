import { expect } from 'vitest';

// Captured before a test can fake the clock: axe waits on `setTimeout` between its rules.
const realSetTimeout = globalThis.setTimeout;

/**
 * The markup as far as axe's verdict goes: React's and Radix's generated ids differ on every render,
 * and what a person typed or a counter shows changes no rule's outcome, only whether text is there.
 */
const markupShape = (markup: string) =>
  markup
    .replace(/«r[0-9a-z]+»|:r[0-9a-z]+:|_r_[0-9a-z]+_/g, '')
    .replace(/ value="[^"]*"/g, ' value')
    .replace(/>[^<]+</g, '>·<');

/** Keys (state and markup shape) already collected in this test file, by any of its model tests. */
const seen = new Set<string>();

/**
 * Collects the rendered document in each state the paths visit, once per distinct (state, markup
 * shape) in the test file, for one axe pass after the paths: axe takes about a second per run in jsdom.
 */
export function renderedStates() {
  const visited: Array<{ state: string; markup: string }> = [];
  return {
    collect(state: string) {
      const markup = document.body.innerHTML;
      const key = `${state}\n${markupShape(markup)}`;
      if (seen.has(key)) return;
      seen.add(key);
      visited.push({ state, markup });
    },
    /**
     * Runs axe over each collected document and fails on a serious or critical violation. Colour
     * contrast is left to the browser tests: jsdom lays nothing out.
     */
    async expectNoSeriousAxeViolations() {
      if (visited.length === 0) return;
      const { default: axe } = await import('axe-core');
      const faked = globalThis.setTimeout;
      globalThis.setTimeout = realSetTimeout;
      const found: Array<{ state: string; rule: string; impact: unknown; help: string; nodes: string[] }> =
        [];
      try {
        for (const { state, markup } of visited) {
          document.body.innerHTML = markup;
          const results = await axe.run(document.body, {
            resultTypes: ['violations'],
            rules: { 'color-contrast': { enabled: false } },
          });
          for (const violation of results.violations)
            if (violation.impact === 'serious' || violation.impact === 'critical')
              found.push({
                state,
                rule: violation.id,
                impact: violation.impact,
                help: violation.help,
                nodes: violation.nodes.map((node) => node.html.slice(0, 200)),
              });
        }
      } finally {
        document.body.innerHTML = '';
        globalThis.setTimeout = faked;
      }
      expect(found, `serious or critical axe violations in ${visited.length} rendered states`).toEqual([]);
    },
  };
}
