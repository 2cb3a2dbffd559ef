import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { traceEvents, type TraceEvent } from '../../api';
import { loadRewardsPage } from './loadRewardsPage';

/**
 * §8: a failed call reaches the person as the system-error toast. The rewards list reads its call's outcome
 * itself, and once raised the toast only for a business code: an unreadable answer or an error status from
 * `/api/rewards/transactionHistory` showed the section's error and no toast (the fault sweep caught it when
 * that call failed alone).
 */
const answering = (response: Response) => vi.fn().mockResolvedValue(response);

async function failuresHeardWhile(fetch: ReturnType<typeof vi.fn>) {
  vi.stubGlobal('fetch', fetch);
  const heard: TraceEvent['kind'][] = [];
  const stop = traceEvents.subscribe((event) => heard.push(event.kind));
  const actor = createActor(loadRewardsPage, {
    input: { filters: { activityType: 'client_event' }, page: 1, pagesize: 10 },
  });
  const settled = toPromise(actor).then(
    () => 'loaded',
    () => 'failed',
  );
  actor.start();
  const result = await settled;
  stop();
  return { result, heard };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadRewardsPage', () => {
  it('raises the system-error toast for an answer it cannot read', async () => {
    const outcome = await failuresHeardWhile(answering(new Response('{"code":0,"data":', { status: 200 })));
    expect(outcome).toEqual({ result: 'failed', heard: ['failure'] });
  });

  it('raises the system-error toast for an error status', async () => {
    const outcome = await failuresHeardWhile(answering(new Response('down', { status: 500 })));
    expect(outcome).toEqual({ result: 'failed', heard: ['failure'] });
  });

  it('raises it for a business code, and not for the silent code of an empty IB history', async () => {
    const business = await failuresHeardWhile(
      answering(Response.json({ code: 10500, msg: 'System busy', data: null })),
    );
    expect(business).toEqual({ result: 'failed', heard: ['business'] });
    const empty = await failuresHeardWhile(
      answering(Response.json({ code: 400, msg: 'No records', data: null })),
    );
    expect(empty).toEqual({ result: 'loaded', heard: [] });
  });
});
