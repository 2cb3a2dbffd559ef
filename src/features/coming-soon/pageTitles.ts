import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Every page of §2's route table, with its translated title. */
export const pageTitles = {
  home: msg`Events and promotions`,
  client: msg`Client quarterly event`,
  usdt: msg`USDT rebate event`,
  dooTrader: msg`Doo Trader contest`,
  iboffer: msg`IB season event`,
  ibyearoffer: msg`IB annual event`,
  ibDooTrader: msg`IB Doo Trader contest`,
  transactionHistory: msg`Transaction history`,
  home2: msg`Redirecting to your account`,
} satisfies Record<string, MessageDescriptor>;

export type PageKey = keyof typeof pageTitles;
