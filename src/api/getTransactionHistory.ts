import { endpoints, type TransactionHistoryQuery } from '../../contract';
import { callApi } from './http';

/** Event rewards of the session user, filtered as the transaction-history page asks. */
export const getTransactionHistory = (query: TransactionHistoryQuery) =>
  callApi(endpoints.transactionHistory, { query }, false as const);
