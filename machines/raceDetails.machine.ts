import { assign, fromPromise, setup } from 'xstate';
import type { CategoryDetails } from '../contract/contest';
import type { AccountInRace, AccountStatisticsResponse, RaceStatisticsEntry } from '../contract/race';
import { prizesById, type PrizeEligibility } from './prizeEligibility';
import { roundPhase, type RoundStanding } from './roundPhases';

export interface RaceAccounts {
  accounts: AccountInRace[];
  /** The current round's `matchRounds`. */
  currentRound: number;
  /** The categories' minimums (`entryCondition`); `null` when the service could not say. */
  categories: CategoryDetails[] | null;
  /** Every round with the service's status of it (`availableRounds`). */
  rounds: RoundStanding[];
}

/** §4 row status: each round's own phase on the service's clock (see `roundPhase`). */
export const rowPhase = (context: Pick<RaceDetailsContext, 'rounds' | 'currentRound'>, round: number) =>
  roundPhase(round, context.rounds, context.currentRound);

/** The account's figures in the current round, if it takes part in it. */
export const currentEntry = (
  statistics: AccountStatisticsResponse | null,
  currentRound: number,
): RaceStatisticsEntry | undefined =>
  statistics?.raceStatisticsList.find((entry) => entry.competitionRounds === currentRound);

export interface RaceDetailsContext {
  uuid: string;
  accounts: AccountInRace[];
  currentRound: number;
  rounds: RoundStanding[];
  selectedAccountId: number | null;
  statistics: AccountStatisticsResponse | null;
  categories: CategoryDetails[] | null;
  /** What each of the selected account's round prizes depends on, by entry id. */
  prizes: Record<number, PrizeEligibility>;
}

/**
 * The personal race page's data (§2): the participant's accounts and the current round, then the
 * selected account's rounds. No account means the visitor did not take part; switching account loads
 * that account's rounds.
 */
export const raceDetailsMachine = setup({
  types: {
    context: {} as RaceDetailsContext,
    input: {} as { uuid: string },
    events: {} as
      | { type: 'account.selected'; accountId: number }
      | { type: 'retry.requested' }
      | { type: 'minimums.retry' },
  },
  actors: {
    loadAccounts: fromPromise<RaceAccounts, void>(async () => {
      throw new Error('raceDetails: the `loadAccounts` actor was not provided');
    }),
    loadStatistics: fromPromise<AccountStatisticsResponse, { uuid: string; accountId: number }>(async () => {
      throw new Error('raceDetails: the `loadStatistics` actor was not provided');
    }),
    loadEntryConditions: fromPromise<CategoryDetails[], void>(async () => {
      throw new Error('raceDetails: the `loadEntryConditions` actor was not provided');
    }),
  },
  guards: {
    isOtherAccount: ({ context, event }) =>
      event.type === 'account.selected' &&
      event.accountId !== context.selectedAccountId &&
      context.accounts.some((account) => account.accountId === event.accountId),
    currentRoundOngoing: ({ context }) => rowPhase(context, context.currentRound) === 'ongoing',
    currentRoundEnded: ({ context }) => rowPhase(context, context.currentRound) === 'ended',
    minimumsKnown: ({ context }) => context.categories !== null,
  },
}).createMachine({
  meta: {
    description:
      "The race page of a participant: the current round's phase, the account's figures and its round history.",
  },
  id: 'raceDetails',
  context: ({ input }) => ({
    uuid: input.uuid,
    accounts: [],
    currentRound: 1,
    rounds: [],
    selectedAccountId: null,
    statistics: null,
    categories: null,
    prizes: {},
  }),
  initial: 'loadingAccounts',
  states: {
    loadingAccounts: {
      tags: 'loading',
      meta: { description: 'The participant’s accounts and the contest’s rounds are loading: a skeleton.' },
      invoke: {
        id: 'loadAccounts',
        src: 'loadAccounts',
        onDone: [
          {
            guard: ({ event }) => event.output.accounts.length > 0,
            target: 'participant',
            actions: assign(({ event }) => ({
              accounts: event.output.accounts,
              currentRound: event.output.currentRound,
              rounds: event.output.rounds,
              selectedAccountId: event.output.accounts[0]!.accountId,
              categories: event.output.categories,
            })),
          },
          { target: 'nonParticipant' },
        ],
        onError: 'accountsFailed',
      },
    },
    accountsFailed: {
      meta: {
        description: 'The accounts or the rounds could not be loaded: an error with a Try again button.',
      },
      on: { 'retry.requested': 'loadingAccounts' },
    },
    nonParticipant: {
      meta: {
        description: 'The visitor has no account in the race: a notice with a link to the contest page.',
      },
    },
    participant: {
      type: 'parallel',
      meta: {
        description: 'The participant’s race: the current round’s phase and the selected account’s figures.',
      },
      states: {
        /** The headline's phase and the history's row statuses are one decision: `rowPhase`. */
        round: {
          meta: { description: "The current round's phase in the race headline." },
          initial: 'deciding',
          states: {
            deciding: {
              meta: { description: 'Reads the current round’s phase from the service’s round list.' },
              always: [
                { guard: 'currentRoundOngoing', target: 'ongoing' },
                { guard: 'currentRoundEnded', target: 'ended' },
                { target: 'notStarted' },
              ],
            },
            ongoing: {
              tags: 'roundOngoing',
              meta: { description: 'The current round runs: the heading says “Round N, in progress”.' },
            },
            notStarted: {
              tags: 'roundNotStarted',
              meta: {
                description:
                  'Between rounds: the current round has not started yet, the heading says “Round N, yet to start”.',
              },
            },
            ended: {
              tags: 'roundEnded',
              meta: { description: 'After the last round: the heading says “Round N, ended”.' },
            },
          },
        },
        /** The categories' minimums came with the accounts, or failed: then they are said missing, with a retry. */
        minimums: {
          meta: { description: 'The entry requirements’ minimums that the prize notes measure against.' },
          initial: 'deciding',
          states: {
            deciding: {
              meta: { description: 'Reads whether the minimums came with the accounts.' },
              always: [{ guard: 'minimumsKnown', target: 'known' }, { target: 'failed' }],
            },
            known: {
              meta: { description: 'The prize notes say how far each requirement is from its minimum.' },
            },
            failed: {
              meta: {
                description:
                  'The entry requirements could not be loaded: the page says the minimums are missing, with Try again; the prize notes still say which requirements are unmet.',
              },
              on: { 'minimums.retry': 'retrying' },
            },
            retrying: {
              meta: {
                description:
                  'After Try again the page asks for the entry requirements again; the notice stays, its button busy.',
              },
              invoke: {
                id: 'loadEntryConditions',
                src: 'loadEntryConditions',
                onDone: {
                  target: 'known',
                  actions: assign(({ context, event }) => ({
                    categories: event.output,
                    prizes: context.statistics
                      ? prizesById(context.statistics.raceStatisticsList, event.output)
                      : context.prizes,
                  })),
                },
                onError: 'failed',
              },
            },
          },
        },
        statistics: {
          meta: { description: "The selected account's figures in the race." },
          initial: 'loadingStatistics',
          on: {
            'account.selected': {
              guard: 'isOtherAccount',
              target: '.loadingStatistics',
              reenter: true,
              actions: assign({
                selectedAccountId: ({ event }) => event.accountId,
                statistics: null,
                prizes: {},
              }),
            },
          },
          states: {
            loadingStatistics: {
              tags: 'loading',
              meta: { description: 'The selected account’s rounds are loading: a skeleton.' },
              invoke: {
                id: 'loadStatistics',
                src: 'loadStatistics',
                input: ({ context }) => ({ uuid: context.uuid, accountId: context.selectedAccountId! }),
                onDone: {
                  target: 'shown',
                  actions: assign(({ context, event }) => ({
                    statistics: event.output,
                    prizes: prizesById(event.output.raceStatisticsList, context.categories),
                  })),
                },
                onError: 'statisticsFailed',
              },
            },
            shown: {
              meta: { description: 'The selected account’s figures and its round history are shown.' },
            },
            statisticsFailed: {
              meta: {
                description: 'The selected account’s rounds could not be loaded: an error with Try again.',
              },
              on: { 'retry.requested': 'loadingStatistics' },
            },
          },
        },
      },
    },
  },
});
