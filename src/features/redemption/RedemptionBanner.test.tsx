import { instant } from '../../../contract';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { RedemptionPrizeInfo } from '../../../contract/redemption';
import {
  claimRoundsSamples,
  prizeInfoSamples,
  redemptionModelEvents,
  redemptionModelInput,
  redemptionStopWhen,
  sampleNow,
} from '../../../machines/redemption.fixtures';
import { redemptionMachine, type PrizeInfoResult } from '../../../machines/redemption.machine';
import type { RoundStanding } from '../../../machines/roundPhases';
import { describeModelPaths } from '../../../machines/testing/modelPaths';
import { answerNamed } from '../../../machines/testing/plainWords';
import { flushPromises, promiseStub } from '../../../machines/testing/promiseStub';
import { activateSourceLocale, switchLocaleInPlace } from '../../testing/i18n';
import { RedemptionBanner } from './RedemptionBanner';

function renderBanner({
  rounds = redemptionModelInput.rounds,
  now = sampleNow,
  shiftedRounds = false,
  onSettled,
}: { rounds?: RoundStanding[]; now?: number; shiftedRounds?: boolean; onSettled?: () => void } = {}) {
  activateSourceLocale();
  const load = promiseStub<PrizeInfoResult, { round: number }>();
  const user = userEvent.setup();
  const view = render(
    <I18nProvider i18n={i18n}>
      <RedemptionBanner
        rounds={rounds}
        now={() => now}
        shiftedRounds={shiftedRounds}
        loadPrizeInfo={load.logic}
        claimForm={(round) => <p>The address form for round {round}</p>}
        onSettled={onSettled}
      />
    </I18nProvider>,
  );
  return { ...view, load, user };
}

type System = ReturnType<typeof renderBanner>;
const settle = async () => act(() => flushPromises());
// Hidden elements too: an open modal hides the rest of the page from assistive technology.
const banner = () => screen.queryByRole('region', { name: 'Trading gift', hidden: true });
const claimButton = () => screen.getByRole('button', { name: 'Claim gift' });
const progressMessages = [
  'Target reached: you can claim your gift.',
  'Trade 57.5 more lots to claim your gift.',
];

describeModelPaths(
  'RedemptionBanner driven by redemption',
  redemptionMachine,
  { input: redemptionModelInput, events: redemptionModelEvents, stopWhen: redemptionStopWhen },
  {
    render: () => renderBanner(),
    events: {
      'xstate.done.actor.loadPrizeInfo': async ({ load }: System, event) => {
        load.resolve((event as unknown as { output: PrizeInfoResult }).output);
        await settle();
      },
      'xstate.error.actor.loadPrizeInfo': async ({ load }: System) => {
        load.reject(new Error('offline'));
        await settle();
      },
      'claim.opened': async ({ user }: System) => {
        const opener =
          screen.queryByRole('button', { name: 'Check my claim' }) ??
          screen.getByRole('button', { name: 'Claim gift' });
        await user.click(opener);
      },
      'claim.closed': async ({ user }: System) => {
        await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
      },
      retry: async ({ user }: System) => {
        await user.click(screen.getByRole('button', { name: 'Try again' }));
      },
    },
    states: {
      'loading.loadingPrevious': ({ load }: System) => {
        expect(banner()).toBeNull();
        expect(load.inputs.at(-1)).toEqual({ round: 2 });
      },
      'loading.loadingCurrent': ({ load }: System) => {
        expect(banner()).toBeNull();
        expect(load.inputs.at(-1)).toEqual({ round: 3 });
      },
      failed: () => {
        expect(within(banner()!).getByRole('alert')).toHaveTextContent(
          'We could not load your trading gift and your progress towards it.',
        );
        expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
        expect(screen.queryByRole('button', { name: 'Claim gift' })).toBeNull();
      },
      retrying: () => {
        expect(within(banner()!).getByRole('alert')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Try again' })).toHaveAttribute('aria-busy', 'true');
      },
      'retrying.loadingPrevious': ({ load }: System) => expect(load.inputs.at(-1)).toEqual({ round: 2 }),
      'retrying.loadingCurrent': ({ load }: System) => expect(load.inputs.at(-1)).toEqual({ round: 3 }),
      hidden: () => expect(banner()).toBeNull(),
      shown: (_system, snapshot) => {
        const { facts, round } = snapshot.context;
        expect(banner()).toBeInTheDocument();
        expect(within(banner()!).getByText(`Round ${round} gift`)).toBeInTheDocument();
        for (const gift of Object.values(facts!.gifts))
          expect(screen.getByText(gift.giftName)).toBeInTheDocument();
      },
      'shown.claimable': () => {
        expect(screen.getByText('7 days left to claim')).toBeInTheDocument();
        expect(claimButton()).toBeEnabled();
        expect(screen.getByRole('progressbar', { name: 'Trading volume towards the gift' })).toHaveAttribute(
          'aria-valuenow',
          '100',
        );
        expect(screen.getByText('Target reached: you can claim your gift.')).toBeInTheDocument();
        expect(screen.queryByRole('dialog')).toBeNull();
      },
      'shown.notReached': () => {
        expect(screen.getByText('7 days left to claim')).toBeInTheDocument();
        expect(claimButton()).toBeDisabled();
        expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42.5');
        expect(screen.getByText('Trade 57.5 more lots to claim your gift.')).toBeInTheDocument();
      },
      'shown.fullyRedeemed': () => {
        expect(screen.getByText('7 days left to claim')).toBeInTheDocument();
        expect(claimButton()).toBeDisabled();
        expect(screen.getByText('All gifts have been claimed.')).toBeInTheDocument();
      },
      'shown.exchangeEnded': () => {
        expect(screen.getByText('The redemption period has ended')).toBeInTheDocument();
        expect(claimButton()).toBeDisabled();
        for (const message of progressMessages) expect(screen.queryByText(message)).toBeNull();
      },
      'shown.windowClosed': () => {
        expect(screen.getByText('The redemption period has ended')).toBeInTheDocument();
        expect(screen.queryByText(/left to claim/)).toBeNull();
        expect(claimButton()).toBeDisabled();
        for (const message of progressMessages) expect(screen.queryByText(message)).toBeNull();
      },
      'shown.submitted': () => {
        expect(screen.getByRole('button', { name: 'Check my claim' })).toBeEnabled();
        expect(screen.queryByRole('button', { name: 'Claim gift' })).toBeNull();
        expect(screen.getByText('Your claim has been submitted')).toBeInTheDocument();
        expect(screen.queryByRole('progressbar')).toBeNull();
        expect(screen.queryByRole('dialog')).toBeNull();
      },
      'shown.claiming': (_system, snapshot) => {
        const dialog = screen.getByRole('dialog', { name: 'Claim your gift' });
        expect(
          within(dialog).getByText(`The address form for round ${snapshot.context.round}`),
        ).toBeInTheDocument();
      },
      'shown.reviewingClaim': (_system, snapshot) => {
        const dialog = screen.getByRole('dialog', { name: 'Your claim' });
        expect(
          within(dialog).getByText(`The address form for round ${snapshot.context.round}`),
        ).toBeInTheDocument();
      },
      'shown.refreshing': ({ load }: System, snapshot) => {
        // Closing the claim reloads the shown round's prize info.
        expect(load.inputs.at(-1)).toEqual({ round: snapshot.context.round });
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(banner()).toHaveAttribute('aria-busy', 'true');
        expect(load.waiting()).toBe(1);
      },
    },
    say: {
      'xstate.init': 'Sign in as cn-participant and open /doo-trader/my-race at its trading gift.',
      'claim.opened': 'Click *Claim gift* (or *Check my claim* once claimed).',
      'claim.closed': 'Click the dialog’s *Close* button.',
      retry: 'Click *Try again* in the trading gift.',
      'xstate.done.actor.loadPrizeInfo': answerNamed(prizeInfoSamples, (name, output) =>
        output === false
          ? 'The service answers that the person has no gift in this round (a silent code).'
          : `The service sends the gift and the person’s progress: ${
              {
                claimable: 'target reached, gifts in stock, not yet claimed',
                'not reached': 'target not reached (42.5 of 100 lots)',
                'fully redeemed': 'every gift already claimed',
                ended: 'redemption ended on 1 Nov 2026',
                'window closed': 'redemption ended on 9 Dec 2026, though not yet flagged as ended',
                submitted: 'the person has already claimed',
                'no gifts': 'no gift offered',
              }[name] ?? name
            }.`,
      ),
    },
    cleanup: ({ unmount }: System) => unmount(),
  },
);

describe('RedemptionBanner for the round whose gift was won (issue 12, defect 1)', () => {
  it('between rounds, offers the ended round’s gift until its reset, on the service’s clock', async () => {
    // 12 December: round 2 ended yesterday, round 3 starts tomorrow, round 2's claim closes on 17 December.
    const { load, user } = renderBanner({
      rounds: claimRoundsSamples.betweenRounds,
      now: Date.UTC(2026, 11, 12, 9),
    });
    expect(load.inputs).toEqual([{ round: 2 }]);
    load.resolve(prizeInfoSamples.claimable);
    await settle();
    expect(within(banner()!).getByText('Round 2 gift')).toBeInTheDocument();
    expect(screen.getByText('5 days left to claim')).toBeInTheDocument();
    await user.click(claimButton());
    expect(within(screen.getByRole('dialog')).getByText('The address form for round 2')).toBeInTheDocument();
  });

  it('shows Japanese and Indonesian users the round shifted down by one', async () => {
    const { load } = renderBanner({ shiftedRounds: true });
    load.resolve(prizeInfoSamples.claimable);
    await settle();
    expect(within(banner()!).getByText('Round 1 gift')).toBeInTheDocument();
  });
});

describe('RedemptionBanner telling the page it has settled (issue 17)', () => {
  // The race page holds back the sections below the banner until then, so that it never pushes them in view.
  it('once the prize info has decided whether it shows, not while it loads', async () => {
    const onSettled = vi.fn();
    const { load } = renderBanner({ onSettled });
    // No gifts in the round just ended: the banner goes on to the current round's.
    load.resolve(prizeInfoSamples.noGifts);
    await settle();
    expect(onSettled).not.toHaveBeenCalled();
    load.resolve(prizeInfoSamples.noGifts);
    await settle();
    expect(banner()).toBeNull();
    expect(onSettled).toHaveBeenCalled();
  });

  it('once the prize info has failed to load', async () => {
    const onSettled = vi.fn();
    const { load } = renderBanner({ onSettled });
    load.reject(new Error('offline'));
    await settle();
    expect(within(banner()!).getByRole('alert')).toBeInTheDocument();
    expect(onSettled).toHaveBeenCalled();
  });
});

describe('RedemptionBanner days left (§4)', () => {
  const withReset = (resetTime: string): RedemptionPrizeInfo => ({
    ...prizeInfoSamples.claimable,
    resetTime: instant(resetTime),
  });
  it.each([
    ['the last day', '2026-12-10T23:00:00Z', '1 day left to claim'],
    ['reset at the coming midnight', '2026-12-11T00:00:00Z', '1 day left to claim'],
    ['tomorrow', '2026-12-11T12:00:00Z', '2 days left to claim'],
  ])('%s', async (_case, resetTime, text) => {
    const { load } = renderBanner({ rounds: claimRoundsSamples.round1Running });
    load.resolve(withReset(resetTime));
    await settle();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('reloads the prize info when the claim modal closes, and shows the submitted state it reports', async () => {
    const { load, user } = renderBanner();
    load.resolve(prizeInfoSamples.claimable);
    await settle();
    await user.click(claimButton());
    await user.keyboard('{Escape}');
    expect(load.inputs).toEqual([{ round: 2 }, { round: 2 }]);
    load.resolve(prizeInfoSamples.submitted);
    await settle();
    expect(screen.getByRole('button', { name: 'Check my claim' })).toBeInTheDocument();
  });
});

describe('RedemptionBanner after a switch of language (issue 16, item 12)', () => {
  afterEach(activateSourceLocale);

  const arabic = { tag: 'ar', direction: 'rtl' } as const;
  const arabicInfo: RedemptionPrizeInfo = {
    ...prizeInfoSamples.claimable,
    gifts: {
      gift1: { ...prizeInfoSamples.claimable.gifts.gift1!, giftName: 'حقيبة ظهر رياضية مخصصة', lang: arabic },
      gift2: { ...prizeInfoSamples.claimable.gifts.gift2!, giftName: 'سماعات أذن لاسلكية', lang: arabic },
    },
  };

  it('asks for the prize info again in the new language and names the gifts in it', async () => {
    activateSourceLocale();
    // The service's loader reads the active locale when it is called: record which one each call ran in.
    const askedIn: string[] = [];
    const loadPrizeInfo = fromPromise<PrizeInfoResult, { round: number }>(async () => {
      askedIn.push(i18n.locale);
      return i18n.locale === 'ae' ? arabicInfo : prizeInfoSamples.claimable;
    });
    render(
      <I18nProvider i18n={i18n}>
        <RedemptionBanner
          rounds={redemptionModelInput.rounds}
          now={() => sampleNow}
          loadPrizeInfo={loadPrizeInfo}
          claimForm={(round) => <p>The address form for round {round}</p>}
        />
      </I18nProvider>,
    );
    const english = await screen.findByText('Sports backpack');
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveAttribute('dir', 'ltr');
    expect(askedIn).toEqual(['en']);

    await switchLocaleInPlace('ae');
    const name = await screen.findByText('حقيبة ظهر رياضية مخصصة');
    // The gift name is marked with the language the service wrote it in (issue 16, item 12).
    expect(name).toHaveAttribute('lang', 'ar');
    expect(name).toHaveAttribute('dir', 'rtl');
    expect(askedIn).toEqual(['en', 'ae']);
    expect(screen.queryByText('Sports backpack')).toBeNull();
  });
});
