import { endpoints } from '../../contract';
import { callApi } from './http';

/** Donation total in USD and yen. */
export const getDonationAmount = () => callApi(endpoints.donationAmount, {}, false as const);
