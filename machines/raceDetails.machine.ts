import { assign, fromPromise, setup } from 'xstate';
import type { AccountInRace, AccountStatisticsResponse, RaceStatisticsEntry } from '../contract/race';
import type { RoundStanding } from './roundPhases';

export interface RaceAccounts {
  accounts: AccountInRace[];
  /** The current round's `matchRounds`. */
  currentRound: number;
  /** Every round with the service's status of it (`availableRounds`). */
  rounds: RoundStanding[];
}

/** §4: a round equal to the current one is ongoing, a lower one ended, a higher one yet to start. */
export type RoundStatus = 'ongoing' | 'ended' | 'notStarted';
export function roundStatus(round: number, currentRound: number): RoundStatus {
  if (round === currentRound) return 'ongoing';
  return round < currentRound ? 'ended' : 'notStarted';
}

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
  selectedAccountId: number | null;
  statistics: AccountStatisticsResponse | null;
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
    events: {} as { type: 'account.selected'; accountId: number } | { type: 'retry.requested' },
  },
  actors: {
    loadAccounts: fromPromise<RaceAccounts, void>(async () => {
      throw new Error('raceDetails: the `loadAccounts` actor was not provided');
    }),
    loadStatistics: fromPromise<AccountStatisticsResponse, { uuid: string; accountId: number }>(async () => {
      throw new Error('raceDetails: the `loadStatistics` actor was not provided');
    }),
  },
  guards: {
    isOtherAccount: ({ context, event }) =>
      event.type === 'account.selected' &&
      event.accountId !== context.selectedAccountId &&
      context.accounts.some((account) => account.accountId === event.accountId),
  },
}).createMachine({
  id: 'raceDetails',
  context: ({ input }) => ({
    uuid: input.uuid,
    accounts: [],
    currentRound: 1,
    selectedAccountId: null,
    statistics: null,
  }),
  initial: 'loadingAccounts',
  states: {
    loadingAccounts: {
      tags: 'loading',
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
              selectedAccountId: event.output.accounts[0]!.accountId,
            })),
          },
          { target: 'nonParticipant' },
        ],
        onError: 'accountsFailed',
      },
    },
    accountsFailed: { on: { 'retry.requested': 'loadingAccounts' } },
    nonParticipant: {},
    participant: {
      initial: 'loadingStatistics',
      on: {
        'account.selected': {
          guard: 'isOtherAccount',
          target: '.loadingStatistics',
          reenter: true,
          actions: assign({ selectedAccountId: ({ event }) => event.accountId, statistics: null }),
        },
      },
      states: {
        loadingStatistics: {
          tags: 'loading',
          invoke: {
            id: 'loadStatistics',
            src: 'loadStatistics',
            input: ({ context }) => ({ uuid: context.uuid, accountId: context.selectedAccountId! }),
            onDone: { target: 'shown', actions: assign({ statistics: ({ event }) => event.output }) },
            onError: 'statisticsFailed',
          },
        },
        shown: {},
        statisticsFailed: { on: { 'retry.requested': 'loadingStatistics' } },
      },
    },
  },
});
