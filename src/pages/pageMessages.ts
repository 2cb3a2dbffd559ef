import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PageKey } from './registry';

/** The registry's texts, translated: each page's title (also its menu label) and each event's summary. */
export const pageTitles = {
  home: msg`Events and promotions`,
  client: msg`Client quarterly event`,
  usdt: msg`USDT rebate event`,
  'doo-trader': msg`Doo Trader contest`,
  iboffer: msg`IB season event`,
  ibyearoffer: msg`IB annual event`,
  'ib-doo-trader': msg`IB Doo Trader contest`,
  'doo-trader-my-race': msg`My race`,
  'ib-doo-trader-my-race': msg`My race`,
  'transaction-history': msg`Transaction history`,
  home2: msg`Redirecting to your account`,
  'demo-form': msg`Demo form`,
} satisfies Record<PageKey, MessageDescriptor>;

/** Each event's line on the home page. */
export const eventSummaries: Partial<Record<PageKey, MessageDescriptor>> = {
  'doo-trader': msg`Enter your trading accounts in the contest rounds and compete for the prize pool.`,
  'ib-doo-trader': msg`The trading contest seen from the partner side: follow the rounds and your clients' results.`,
  client: msg`Trade during the quarter and win prizes chosen for our clients.`,
  usdt: msg`Fund your account with USDT and trade: every qualifying lot earns you a cash rebate.`,
  iboffer: msg`Grow your client network this season and earn bonuses on top of your usual commission.`,
  ibyearoffer: msg`A whole year of partnership, rewarded with an annual bonus.`,
};
