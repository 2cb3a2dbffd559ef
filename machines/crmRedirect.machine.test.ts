import { describe, expect, it } from 'vitest';
import { crmRedirectMachine } from './crmRedirect.machine';
import { generateModelPaths } from './testing/modelPaths';

// The rendered paths are in src/features/crm-redirect/CrmRedirectPage.test.tsx; here, what the machine alone decides.
describe('crmRedirect machine', () => {
  const paths = generateModelPaths(crmRedirectMachine, {
    simplePaths: true,
    events: [
      { type: 'xstate.done.actor.fetchRedirectUrl', output: 'https://crm.example.com/' },
      { type: 'xstate.done.actor.fetchRedirectUrl', output: false },
      { type: 'xstate.error.actor.fetchRedirectUrl', error: new Error('offline') },
      { type: 'retry.requested' },
    ] as never,
  });

  it('goes to the CRM only with an address, and offers a retry for a missing one as for a failed call', () => {
    const outcomes = paths.map((path) => [path.steps.at(-1)?.event.type, path.steps.at(-1)?.snapshot.value]);
    expect(outcomes).toEqual(
      expect.arrayContaining([
        ['xstate.done.actor.fetchRedirectUrl', 'redirecting'],
        ['xstate.done.actor.fetchRedirectUrl', 'failed'],
        ['xstate.error.actor.fetchRedirectUrl', 'failed'],
        ['retry.requested', 'fetching'],
      ]),
    );
    const redirected = paths.filter((path) => path.steps.at(-1)?.snapshot.value === 'redirecting');
    for (const path of redirected) expect(path.steps.at(-1)!.snapshot.status).toBe('done');
  });
});
