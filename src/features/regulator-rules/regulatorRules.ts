import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A tab of numbered rules, optionally closed by a note (§9: the second tab has 5 rules and 1 note). */
export interface RuleListTab {
  kind: 'rules';
  id: string;
  title: MessageDescriptor;
  rules: readonly MessageDescriptor[];
  note?: MessageDescriptor;
}

export interface TermsSection {
  id: string;
  title: MessageDescriptor;
  rules: readonly MessageDescriptor[];
}

/** The last tab: the full terms, one accordion section per topic. */
export interface TermsTab {
  kind: 'terms';
  id: string;
  title: MessageDescriptor;
  sections: readonly TermsSection[];
}

export type RegulatorTab = RuleListTab | TermsTab;

/**
 * The contest rules (§2, §9: 8 tabs of 7, 5+1, 4, 4, 7, 12 and 4 rules, the 8th an accordion of
 * 10, 6, 9, 16, 8 and 4). The same for clients and IBs: both enter their own trading accounts.
 */
export const regulatorTabs = [
  {
    kind: 'rules',
    id: 'overview',
    title: msg`Overview`,
    rules: [
      msg`Doo Trader is a trading contest held in rounds; each round has its own dates, leaderboard and prizes.`,
      msg`There are two categories, Classic and Master, each with its own entry requirements and prizes.`,
      msg`Live trading accounts on MT4 and MT5 servers can take part.`,
      msg`The winners of each round are the qualifying accounts with the highest rate of return in their category.`,
      msg`Taking part is free: there is no entry fee, and your account keeps its usual trading conditions.`,
      msg`The countdown at the top of this page shows when the current round starts or ends.`,
      msg`All times on this page are in UTC+0.`,
    ],
  },
  {
    kind: 'rules',
    id: 'eligibility',
    title: msg`Eligibility`,
    rules: [
      msg`The contest is open to individual clients who hold a verified live trading account with us.`,
      msg`You can take part only if the contest is offered in your country or region of residence.`,
      msg`Demo accounts, corporate accounts, and accounts of our employees and their immediate families cannot take part.`,
      msg`Introducing brokers (IBs) can enter their own trading accounts on the same terms as clients.`,
      msg`Clients excluded from promotions, for example after earlier abuse of an offer, cannot enter.`,
    ],
    note: msg`We may ask for proof of identity or residence at any time; an account whose owner cannot provide it may be excluded.`,
  },
  {
    kind: 'rules',
    id: 'registration',
    title: msg`Registration`,
    rules: [
      msg`Eligible accounts are enrolled automatically when a round starts.`,
      msg`If the automatic enrolment of an account fails, the account is listed on this page and you can register it manually.`,
      msg`An account needs at least the category's minimum equity when it is registered; otherwise registration fails and the minimum is shown.`,
      msg`Only trading after an account is registered counts towards the round.`,
    ],
  },
  {
    kind: 'rules',
    id: 'ranking',
    title: msg`Ranking`,
    rules: [
      msg`Accounts are ranked by rate of return, from highest to lowest, on one leaderboard per category.`,
      msg`The rate of return compares the account's equity with its start equity, leaving out deposits and withdrawals so that only trading results count.`,
      msg`Ties are broken by the lower maximum drawdown, then by the larger trading volume.`,
      msg`The leaderboard is updated regularly; the time of the last update is shown with it, in UTC+0.`,
    ],
  },
  {
    kind: 'rules',
    id: 'requirements',
    title: msg`Requirements`,
    rules: [
      msg`Each category sets five requirements, listed in the entry requirements table: minimum equity at registration, maximum number of accounts, minimum volume, minimum number of trades and minimum strategy duration.`,
      msg`Minimum equity at registration: the equity an account must hold when it is registered.`,
      msg`Maximum number of accounts: how many accounts one client may enter in the category in a round.`,
      msg`Minimum volume: the lots the account must trade during the round.`,
      msg`Minimum number of trades: the closed trades the account must make during the round.`,
      msg`Minimum strategy duration: the days the account must keep trading during the round, from its first trade to its latest.`,
      msg`Three stars on each leaderboard row show whether the account has met the strategy duration, volume and trade count requirements.`,
    ],
  },
  {
    kind: 'rules',
    id: 'prizes',
    title: msg`Prizes`,
    rules: [
      msg`Each round has a separate prize pool for each category, Classic and Master.`,
      msg`Within a category, prizes are set separately for accounts on MT4 and on MT5.`,
      msg`MT4 and MT5 accounts share one leaderboard per category; a winner receives the prize set for their account's server.`,
      msg`Prizes are awarded to ranks 1, 2, 3, 4–5 and 6–10.`,
      msg`Every account in ranks 4–5 receives the same prize, and so does every account in ranks 6–10.`,
      msg`Only accounts that meet every minimum requirement can win; prize ranks go to qualifying accounts in leaderboard order.`,
      msg`If one client has more than one winning account in a category, only the highest-ranked one receives a prize, and the place passes to the next qualifying account.`,
      msg`The prize pool on this page shows the amounts for each round; its prize table lists them by rank and server.`,
      msg`While a round runs, the top five accounts see an estimated prize; it becomes final only with the round's final ranking.`,
      msg`Amounts are shown in US dollars, or in Japanese yen for clients of Japanese nationality.`,
      msg`Winners are announced on this page once the round's final ranking is published.`,
      msg`Winners may appear in the hall of fame with a masked name, their rate of return and profit; a winner can ask not to appear.`,
    ],
  },
  {
    kind: 'rules',
    id: 'conduct',
    title: msg`Conduct`,
    rules: [
      msg`Hedging across accounts, whether your own or other participants', is not allowed.`,
      msg`Arbitrage is not allowed, including latency arbitrage and trading on price errors or delayed quotes.`,
      msg`Abusing the contest, such as sharing accounts, trading on someone else's account or using several identities, leads to disqualification.`,
      msg`If we find a breach of these rules, we may disqualify the account, withhold or reclaim its prize and exclude the client from later rounds.`,
    ],
  },
  {
    kind: 'terms',
    id: 'terms',
    title: msg`Full terms`,
    sections: [
      {
        id: 'general',
        title: msg`General`,
        rules: [
          msg`These terms govern the Doo Trader contest and form part of your client agreement with us.`,
          msg`By registering an account for the contest, you accept these terms.`,
          msg`The contest runs in rounds; the number of rounds and their dates are shown in the round progress on this page.`,
          msg`All times are in UTC+0 (Coordinated Universal Time).`,
          msg`We may change these terms, the round dates or the prizes by publishing the change on this page; a change never reduces the prizes of a round that has already started.`,
          msg`We may suspend or end the contest early if events beyond our control require it, and will announce it on this page.`,
          msg`If a translation of these terms differs from the English version, the English version prevails.`,
          msg`The contest is not an offer or solicitation in any country or region where such an offer would be unlawful.`,
          msg`Trading forex and CFDs on margin carries a high level of risk and may not suit every investor; you may lose all the capital you invest.`,
          msg`Personal data collected for the contest is processed under our privacy policy.`,
        ],
      },
      {
        id: 'accounts',
        title: msg`Accounts`,
        rules: [
          msg`Only live MT4 and MT5 trading accounts held in the participant's own name can take part.`,
          msg`Each account takes part in one category per round and cannot change category during that round.`,
          msg`The number of accounts one client may enter in a round is limited to the category's maximum.`,
          msg`Accounts that share an owner, address, device, IP address or payment method may be treated as one participant.`,
          msg`An account that is closed, archived or transferred to another person during the round leaves the contest.`,
          msg`Public pages show account numbers masked: the first three characters followed by six stars.`,
        ],
      },
      {
        id: 'trading',
        title: msg`Trading`,
        rules: [
          msg`Trades on every instrument available to the account count, including forex, metals, indices, energies and share CFDs.`,
          msg`Only trades opened and closed within the round count towards volume and the number of trades.`,
          msg`Volume is the sum of the lots of closed trades; a position that is opened and closed counts as one trade.`,
          msg`Trades held for less than 60 seconds do not count towards volume or the number of trades.`,
          msg`Positions still open at the end of the round count in equity at the closing prices, but not in volume or the number of trades.`,
          msg`Expert advisors and other automated strategies are allowed if they follow these rules.`,
          msg`Hedging within one account is allowed; opposite positions held across different accounts are not.`,
          msg`Usual trading conditions apply: spreads, commissions, swaps, margin calls and stop-outs are those of the account type.`,
          msg`Trades at a clearly wrong price, or affected by a platform fault, may be corrected or cancelled under the client agreement, and the ranking is recalculated.`,
        ],
      },
      {
        id: 'calculation',
        title: msg`Calculation`,
        rules: [
          msg`Equity is the account balance plus the floating profit or loss of open positions.`,
          msg`Start equity is the account's equity when the round starts, or when the account is registered if that is later.`,
          msg`Deposits (total in) are all funds credited to the account during the round, including transfers from other accounts.`,
          msg`Withdrawals (total out) are all funds taken from the account during the round, including transfers to other accounts.`,
          msg`Rate of return = (equity + withdrawals − start equity − deposits) ÷ (start equity + deposits) × 100%.`,
          msg`The rate of return is shown as a percentage with two decimal places.`,
          msg`Credit bonuses and other promotional credit are left out of equity, deposits and withdrawals.`,
          msg`A prize from an earlier round that is credited during the round counts as a deposit, not as profit.`,
          msg`Maximum drawdown is the largest fall in equity from a peak to a later low during the round, as a percentage of that peak.`,
          msg`Accounts with the same rate of return are ranked by the lower maximum drawdown first.`,
          msg`If accounts are still tied, the one with the larger volume ranks higher, then the one registered earlier.`,
          msg`Strategy duration is the number of days, counted in UTC+0, from the account's first trade in the round to its latest trade.`,
          msg`Volume is measured in lots: one forex lot is 100,000 units of the base currency; for other instruments a lot is the contract size.`,
          msg`The leaderboard is updated regularly during the round; the time of the last update and its time zone are shown with it.`,
          msg`Rankings shown during a round are provisional; the final ranking is published after the round ends and its trades are reviewed.`,
          msg`A disqualified account is removed from the leaderboard, and the accounts below it move up.`,
        ],
      },
      {
        id: 'payment',
        title: msg`Prizes and payment`,
        rules: [
          msg`Prizes are paid only after the final ranking is published and the winner's identity and trades have been reviewed.`,
          msg`Prizes are credited as cash to the winning trading account within 10 business days of the final ranking.`,
          msg`Prize money can be traded or withdrawn straight away; no trading volume is required to release it.`,
          msg`Clients of Japanese nationality are paid the yen amount shown for their rank; all other winners are paid in US dollars.`,
          msg`Prizes cannot be transferred to another person or exchanged for other rewards.`,
          msg`If a winning account has been closed, we will contact the winner to arrange payment to another account in the same name.`,
          msg`A prize is forfeited if the winner does not reply within 30 days of our contact.`,
          msg`Winners are responsible for any taxes on their prizes in their country or region of residence.`,
        ],
      },
      {
        id: 'disputes',
        title: msg`Disputes`,
        rules: [
          msg`Questions about a ranking or a prize must reach our customer service within 14 days of the final ranking being published.`,
          msg`We review each complaint against the trading records on our servers, which are final as to trades, prices and times.`,
          msg`Our decision on the contest, its rankings and its prizes is final, except where the law provides otherwise.`,
          msg`These terms are governed by the same law as your client agreement.`,
        ],
      },
    ],
  },
] as const satisfies readonly RegulatorTab[];
