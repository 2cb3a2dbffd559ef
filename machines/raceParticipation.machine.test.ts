import { describe, expect, it } from 'vitest';
import { raceParticipationMachine } from './raceParticipation.machine';
import { describeEvent, generateModelPaths } from './testing/modelPaths';

// The rendered paths are in src/features/contest-landing/MyRaceLink.test.tsx; here, what the machine alone decides.
describe('raceParticipation machine', () => {
  const paths = generateModelPaths(raceParticipationMachine, {
    simplePaths: true,
    events: [
      { type: 'xstate.done.actor.countAccounts', output: 1 },
      { type: 'xstate.done.actor.countAccounts', output: 0 },
      { type: 'xstate.error.actor.countAccounts', error: new Error('offline') },
    ] as never,
  });

  it('makes a participant of one account or more, and of nobody with none or when the check fails', () => {
    const answers = paths.flatMap((path) =>
      path.steps.map(({ event, snapshot }) => [describeEvent(event), snapshot.value]),
    );
    expect(answers).toEqual(
      expect.arrayContaining([
        ['countAccounts resolves 1', 'participant'],
        ['countAccounts resolves 0', 'notParticipant'],
        ['countAccounts fails', 'notParticipant'],
      ]),
    );
  });
});
