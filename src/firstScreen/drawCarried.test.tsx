import { describe, expect, it } from 'vitest';
import { endpoints, type CarriedAnswersBlock } from '../../contract';
import { drawCarriedSections } from './drawCarried';

/** The race page's countdown section as the build draws it, before the rounds come. */
const skeletonSection =
  '<section aria-labelledby="P0-1" data-section="round-countdown" class="s"><h2 id="P0-1" class="t">比赛倒计时</h2>' +
  '<div role="status" aria-label="正在加载轮次倒计时" data-part="skeleton"><span>正在加载轮次倒计时</span><div aria-hidden="true"></div></div>' +
  '</section>';
const firstScreen = `<div class="page"><h1>我的比赛</h1><div>${skeletonSection}<div data-part="skeleton">race</div></div></div>`;

const roundsAnswer = {
  code: 0,
  msg: 'success',
  data: {
    rounds: [],
    roundDetails: {
      currentRound: {
        matchRounds: 2,
        activityStatus: 1,
        matchStartTime: '2026-11-18T00:00:00Z',
        matchEndTime: '2026-12-16T00:00:00Z',
      },
      nextRound: null,
      totalRounds: 4,
    },
    finalizedRounds: [],
  },
};
const carrying = (answer: unknown): CarriedAnswersBlock => ({
  // Three days, four hours, five minutes and six seconds before round 2 ends.
  date: 'Sat, 12 Dec 2026 19:54:54 GMT',
  answers: answer === undefined ? {} : { [endpoints.availableRounds.path]: answer },
});

const parse = (markup: string) => {
  const root = document.createElement('div');
  root.innerHTML = markup;
  return root;
};

describe('drawCarriedSections', () => {
  it('draws the countdown from the rounds the page carries, in place of its skeleton, heading and ids kept', async () => {
    const drawn = parse(await drawCarriedSections(firstScreen, 'sc', carrying(roundsAnswer)));
    const section = drawn.querySelector('[data-section="round-countdown"]')!;
    expect(section.querySelector('[data-part="skeleton"]')).toBeNull();
    expect(section.querySelector('h2')!.outerHTML).toBe('<h2 id="P0-1" class="t">比赛倒计时</h2>');
    expect(section.getAttribute('aria-labelledby')).toBe('P0-1');
    expect(section.querySelector('h3')!.textContent).toBe('第 2 轮结束倒计时');
    expect([...section.querySelectorAll('[data-part="value"]')].map((value) => value.textContent)).toEqual([
      '03',
      '04',
      '05',
      '06',
    ]);
    expect(section.textContent).toContain('2026年11月18日 00:00 – 2026年12月16日 00:00（UTC+0）');
    // Every screen size's dots, as the service cannot know the screen (CSS shows the screen's), and markers that
    // need no style attribute (the CSP).
    expect(section.querySelector('[role="progressbar"]')!.children).toHaveLength(50);
    expect(section.querySelectorAll('[data-part="marker"]')).toHaveLength(6);
    expect(section.querySelectorAll('[style]')).toHaveLength(0);
    // The rest of the screen is as the build drew it.
    expect(drawn.querySelector('h1')!.textContent).toBe('我的比赛');
    expect(drawn.querySelectorAll('[data-part="skeleton"]')).toHaveLength(1);
  });

  it("draws in the screen's language, the default one for a screen drawn without one", async () => {
    const english = parse(await drawCarriedSections(firstScreen, 'en', carrying(roundsAnswer)));
    expect(english.querySelector('h3')!.textContent).toBe('Round 2 ends in');
    const unasked = parse(await drawCarriedSections(firstScreen, '', carrying(roundsAnswer)));
    expect(unasked.querySelector('h3')!.textContent).toBe('第 2 轮结束倒计时');
  });

  it.each([
    ['no rounds', undefined],
    ['rounds the contract refuses', { code: 0, msg: 'success', data: { roundDetails: 'soon' } }],
    ['a business code', { code: 10010, msg: 'busy', data: null }],
  ])('leaves the skeleton for a page that carries %s', async (_, answer) => {
    expect(await drawCarriedSections(firstScreen, 'sc', carrying(answer))).toBe(firstScreen);
  });

  it('leaves the skeleton for a block whose time the contract cannot read', async () => {
    const undated = { ...carrying(roundsAnswer), date: 'soon' };
    expect(await drawCarriedSections(firstScreen, 'sc', undated)).toBe(firstScreen);
  });

  it('leaves a screen without the countdown as it is', async () => {
    const other = '<div><section data-section="hall-of-fame"><h2>x</h2><p>y</p></section></div>';
    expect(await drawCarriedSections(other, 'sc', carrying(roundsAnswer))).toBe(other);
  });
});
