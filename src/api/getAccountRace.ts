import { endpoints, type AccountRaceQuery } from '../../contract';
import { callApi } from './http';

/** One account's figures in a round (the current round without `competitionRounds`). */
export const getAccountRace = (query: AccountRaceQuery) =>
  callApi(endpoints.accountRace, { query }, false as const);
