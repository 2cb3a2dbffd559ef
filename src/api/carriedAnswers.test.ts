import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARRIED_ANSWERS_ELEMENT_ID, endpoints, type AvailableRoundsResponse } from '../../contract';
import { carriedAnswersOf } from './carriedAnswers';
import { startedEarlyKeptMs } from './startedEarly';

const round = (matchRounds: number, activityStatus: number) => ({
  matchRounds,
  activityStatus,
  matchStartTime: '2026-11-18T00:00:00Z',
  matchEndTime: '2026-12-16T00:00:00Z',
});
const roundsAnswer = {
  code: 0,
  msg: 'success',
  data: {
    rounds: [
      {
        matchRounds: 2,
        status: 1,
        matchStartTime: '2026-11-18T00:00:00Z',
        matchEndTime: '2026-12-16T00:00:00Z',
      },
    ],
    roundDetails: { currentRound: round(2, 1), nextRound: null, totalRounds: 4 },
    finalizedRounds: [],
  },
};

/** A page whose markup carries `block` as the service writes it. */
const pageWith = (block: unknown) => {
  const doc = document.implementation.createHTMLDocument();
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = CARRIED_ANSWERS_ELEMENT_ID;
  script.textContent = typeof block === 'string' ? block : JSON.stringify(block);
  doc.body.append(script);
  return doc;
};
/** The page was opened a moment ago: its answers are fresh. */
const justOpened = () => 0;
const timing = () => ({ requestStart: 100, responseStart: 300 }) as PerformanceNavigationTiming;

afterEach(() => vi.restoreAllMocks());

describe('carriedAnswersOf', () => {
  it('hands a call the answer the page came with, parsed by the contract, once', () => {
    const take = carriedAnswersOf(
      pageWith({
        date: 'Sun, 29 Nov 2026 10:00:00 GMT',
        answers: { [endpoints.availableRounds.path]: roundsAnswer },
      }),
      { observe: vi.fn() },
      timing,
      justOpened,
    );
    const answer: AvailableRoundsResponse | undefined = take(endpoints.availableRounds);
    expect(answer?.roundDetails.currentRound.matchRounds).toBe(2);
    expect(answer?.roundDetails.currentRound.matchStartTime).toBe(Date.UTC(2026, 10, 18));
    expect(take(endpoints.availableRounds)).toBeUndefined();
  });

  it('teaches the service clock the time the page was written, over the page request’s own round trip', () => {
    const observe = vi.fn();
    const take = carriedAnswersOf(
      pageWith({ date: 'Sun, 29 Nov 2026 10:00:00 GMT', answers: {} }),
      { observe },
      timing,
      justOpened,
    );
    expect(take(endpoints.availableRounds)).toBeUndefined();
    expect(observe).toHaveBeenCalledWith(
      Date.UTC(2026, 10, 29, 10),
      performance.timeOrigin + 100,
      performance.timeOrigin + 300,
    );
  });

  it('has nothing for a page that came without answers, or with ones it cannot read', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const observe = vi.fn();
    const rounds = (page: Document) =>
      carriedAnswersOf(page, { observe }, timing, justOpened)(endpoints.availableRounds);
    expect(rounds(document.implementation.createHTMLDocument())).toBeUndefined();
    expect(rounds(pageWith('{not json'))).toBeUndefined();
    expect(rounds(pageWith({ answers: {} }))).toBeUndefined();
    const refused = { ...roundsAnswer, data: { ...roundsAnswer.data, rounds: 'none' } };
    const date = 'Sun, 29 Nov 2026 10:00:00 GMT';
    expect(
      rounds(pageWith({ date, answers: { [endpoints.availableRounds.path]: refused } })),
    ).toBeUndefined();
    const busy = { code: 1001, msg: 'busy', data: null };
    expect(rounds(pageWith({ date, answers: { [endpoints.availableRounds.path]: busy } }))).toBeUndefined();
    expect(errors).toHaveBeenCalled();
    expect(observe).toHaveBeenCalledTimes(2);
  });

  it('has nothing once the page has been open longer than a call started early is kept: its answers are as old', () => {
    const block = {
      date: 'Sun, 29 Nov 2026 10:00:00 GMT',
      answers: { [endpoints.availableRounds.path]: roundsAnswer },
    };
    const late = carriedAnswersOf(
      pageWith(block),
      { observe: vi.fn() },
      timing,
      () => startedEarlyKeptMs + 1,
    );
    expect(late(endpoints.availableRounds)).toBeUndefined();
    const inTime = carriedAnswersOf(pageWith(block), { observe: vi.fn() }, timing, () => startedEarlyKeptMs);
    expect(inTime(endpoints.availableRounds)).toBeDefined();
  });
});
