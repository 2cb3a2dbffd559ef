import { describe, expect, it } from 'vitest';
import { crmRedirectMachine } from './crmRedirect.machine';
import { describeEvent, generateModelPaths } from './testing/modelPaths';

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
    const reached = (answer: string) =>
      paths.find((path) => path.steps[0] && describeEvent(path.steps[0].event) === answer)?.steps[0]
        ?.snapshot;
    expect(reached('fetchRedirectUrl resolves "https://crm.example.com/"')?.status).toBe('done');
    expect(reached('fetchRedirectUrl resolves false')?.value).toBe('failed');
    expect(reached('fetchRedirectUrl fails')?.value).toBe('failed');
  });
});
