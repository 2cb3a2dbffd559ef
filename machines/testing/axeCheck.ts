import { expect } from 'vitest';

// Captured before a test can fake the clock: axe waits on `setTimeout` between its rules.
const realSetTimeout = globalThis.setTimeout;

/** (state, markup) pairs already checked in this test file: axe takes a while in jsdom, and paths revisit. */
const checked = new Set<string>();

/**
 * The markup as far as axe's verdict goes: React's and Radix's generated ids differ on every render,
 * and what a person typed or a counter shows changes no rule's outcome, only whether text is there.
 */
const markupShape = (markup: string) =>
  markup
    .replace(/«r[0-9a-z]+»|:r[0-9a-z]+:|_r_[0-9a-z]+_/g, '')
    .replace(/ value="[^"]*"/g, ' value')
    .replace(/>[^<]+</g, '>·<');

/**
 * Runs axe over the rendered document and fails on a serious or critical violation. Colour contrast is
 * left to the browser tests: jsdom lays nothing out.
 */
export async function expectNoSeriousAxeViolations(state: string): Promise<void> {
  const key = `${state}\n${markupShape(document.body.innerHTML)}`;
  if (checked.has(key)) return;
  checked.add(key);
  const { default: axe } = await import('axe-core');
  const faked = globalThis.setTimeout;
  globalThis.setTimeout = realSetTimeout;
  try {
    const results = await axe.run(document.body, {
      resultTypes: ['violations'],
      rules: { 'color-contrast': { enabled: false } },
    });
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.map((node) => node.html.slice(0, 200)),
      }));
    expect(serious, `axe in state ${state}`).toEqual([]);
  } finally {
    globalThis.setTimeout = faked;
  }
}
