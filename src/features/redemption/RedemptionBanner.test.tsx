import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RedemptionPrizeInfo } from '../../../contract/redemption';
import {
  prizeInfoSamples,
  redemptionModelEvents,
  redemptionStopWhen,
} from '../../../machines/redemption.fixtures';
import { redemptionMachine, type PrizeInfoResult } from '../../../machines/redemption.machine';
import { describeModelPaths } from '../../../machines/testing/modelPaths';
import { flushPromises, promiseStub } from '../../../machines/testing/promiseStub';
import { activateSourceLocale } from '../../testing/i18n';
import { RedemptionBanner } from './RedemptionBanner';

/** 10 December 2026, 08:00 UTC: the samples' reset on 17 December at 00:00 leaves 7 days. */
const today = new Date('2026-12-10T08:00:00Z');

function renderBanner(now: Date = today) {
  activateSourceLocale();
  const load = promiseStub<PrizeInfoResult, { round: number }>();
  const user = userEvent.setup();
  const view = render(
    <I18nProvider i18n={i18n}>
      <RedemptionBanner
        round={2}
        now={() => now}
        loadPrizeInfo={load.logic}
        claimForm={<p>The address form</p>}
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

describeModelPaths(
  'RedemptionBanner driven by redemption',
  redemptionMachine,
  { input: { round: 2 }, events: redemptionModelEvents, stopWhen: redemptionStopWhen },
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
    },
    states: {
      loading: () => expect(banner()).toBeNull(),
      hidden: () => expect(banner()).toBeNull(),
      shown: (_system, snapshot) => {
        const info = snapshot.context.prizeInfo!;
        expect(banner()).toBeInTheDocument();
        for (const gift of Object.values(info.gifts))
          expect(screen.getByText(gift.giftName)).toBeInTheDocument();
        expect(
          screen.getByText(info.isEndExchange ? 'The redemption period has ended' : '7 days left to claim'),
        ).toBeInTheDocument();
      },
      'shown.claimable': () => {
        expect(claimButton()).toBeEnabled();
        expect(screen.getByRole('progressbar', { name: 'Trading volume towards the gift' })).toHaveAttribute(
          'aria-valuenow',
          '100',
        );
        expect(screen.getByText('Target reached: you can claim your gift.')).toBeInTheDocument();
        expect(screen.queryByRole('dialog')).toBeNull();
      },
      'shown.locked': (_system, snapshot) => {
        const info = snapshot.context.prizeInfo!;
        expect(claimButton()).toBeDisabled();
        if (info.isReach === 0) {
          expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42.5');
          expect(screen.getByText('Trade 57.5 more lots to claim your gift.')).toBeInTheDocument();
        }
        if (info.isFullyRedeem === 1)
          expect(screen.getByText('All gifts have been claimed.')).toBeInTheDocument();
      },
      'shown.submitted': () => {
        expect(screen.getByRole('button', { name: 'Check my claim' })).toBeEnabled();
        expect(screen.queryByRole('button', { name: 'Claim gift' })).toBeNull();
        expect(screen.getByText('Your claim has been submitted')).toBeInTheDocument();
        expect(screen.queryByRole('progressbar')).toBeNull();
        expect(screen.queryByRole('dialog')).toBeNull();
      },
      'shown.claiming': () => {
        const dialog = screen.getByRole('dialog');
        expect(within(dialog).getByText('The address form')).toBeInTheDocument();
      },
      'shown.refreshing': ({ load }: System) => {
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(banner()).toHaveAttribute('aria-busy', 'true');
        expect(load.waiting()).toBe(1);
      },
    },
    cleanup: ({ unmount }: System) => unmount(),
  },
);

describe('RedemptionBanner days left (§4)', () => {
  const withReset = (resetTime: string): RedemptionPrizeInfo => ({
    ...prizeInfoSamples.claimable,
    resetTime,
  });
  it.each([
    ['the last day', '2026-12-10T23:00:00Z', '1 day left to claim'],
    ['reset at the coming midnight', '2026-12-11T00:00:00Z', '1 day left to claim'],
    ['tomorrow', '2026-12-11T12:00:00Z', '2 days left to claim'],
    ['a reset already past', '2026-12-10T07:59:59Z', '0 days left to claim'],
  ])('%s', async (_case, resetTime, text) => {
    const { load } = renderBanner();
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
