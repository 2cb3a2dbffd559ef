import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { confettiModalMachine, DEFAULT_CONFETTI_MS } from '../../../machines/confettiModal.machine';
import { delayedEventTypes, describeModelPaths } from '../../../machines/testing/modelPaths';
import type { DonationAmountResponse } from '../../../contract';
import { activateSourceLocale } from '../../testing/i18n';
import { DonationModal, type DonationModalProps } from './DonationModal';

// Lazily loaded by the component: loaded once here, so that each render only awaits a resolved module.
await import('./DonationDialog');

const delayed = delayedEventTypes(confettiModalMachine);
const autoCloseMs = 8000;
const amount: DonationAmountResponse = { donationAmount: 125000.5, donationAmountJpy: 18750075 };

// The modal's body is loaded on demand; load it before the clock is faked so that opening shows it at once.
await import('./DonationAmount');

/** Lets the lazy body and the fake loader settle. */
const settle = async () => {
  for (let turn = 0; turn < 3; turn += 1) await act(() => vi.advanceTimersByTimeAsync(0));
};

const confettiLayer = () => document.querySelector('[data-part="confetti"]');

async function renderModal(props: Partial<DonationModalProps> = {}) {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  activateSourceLocale();
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const view = render(
    <I18nProvider i18n={i18n}>
      <DonationModal currency="USD" buttonVisible loadAmount={async () => amount} {...props} />
    </I18nProvider>,
  );
  return { ...view, user, sinceOpen: 0 };
}
type System = Awaited<ReturnType<typeof renderModal>>;

const advanceTo = async (system: System, ms: number) => {
  await act(() => vi.advanceTimersByTimeAsync(Math.max(0, ms - system.sinceOpen)));
  system.sinceOpen = ms;
};

for (const reducedMotion of [false, true]) {
  describeModelPaths(
    `DonationModal driven by confettiModal${reducedMotion ? ' (prefers reduced motion)' : ''}`,
    confettiModalMachine,
    {
      input: { autoCloseMs, reducedMotion },
      events: [
        { type: 'open.requested' },
        { type: 'close.requested' },
        ...delayed.map((type) => ({ type }) as never),
      ],
    },
    {
      render: () => renderModal({ modal: { autoCloseMs, reducedMotion } }),
      events: {
        'open.requested': async (system) => {
          system.sinceOpen = 0;
          await system.user.click(screen.getByRole('button', { name: 'Donations' }));
          await settle();
        },
        'close.requested': async ({ user }) => {
          await user.click(screen.getByRole('button', { name: 'Close' }));
        },
        [delayed.find((type) => type.includes('autoClose'))!]: (system) => advanceTo(system, autoCloseMs),
        [delayed.find((type) => type.includes('confettiDuration'))!]: (system) =>
          advanceTo(system, DEFAULT_CONFETTI_MS),
      },
      states: {
        closed: () => {
          expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
          expect(confettiLayer()).toBeNull();
          expect(screen.getByRole('button', { name: 'Donations' })).toBeVisible();
        },
        'open.celebrating': async () => {
          expect(await screen.findByRole('dialog', { name: 'Trading for a good cause' })).toHaveTextContent(
            '$125,000.50',
          );
          expect(confettiLayer()).toHaveAttribute('aria-hidden', 'true');
        },
        'open.still': async () => {
          expect(await screen.findByRole('dialog', { name: 'Trading for a good cause' })).toHaveTextContent(
            '$125,000.50',
          );
          expect(confettiLayer()).toBeNull();
        },
      },
      say: {
        'xstate.init': 'Open /doo-trader and scroll until the floating *Donations* button shows.',
        'open.requested': 'Click the floating *Donations* button.',
        'close.requested': 'Click the dialog’s *Close* button.',
      },
      cleanup: ({ unmount }) => {
        unmount();
        vi.useRealTimers();
      },
    },
  );
}

// The generated paths end where a state repeats, so the ways back to `closed` are spelled out here.
describe('DonationModal closing clears the confetti', () => {
  const openModal = async () => {
    const system = await renderModal({ modal: { autoCloseMs, reducedMotion: false } });
    await system.user.click(screen.getByRole('button', { name: 'Donations' }));
    await settle();
    expect(confettiLayer()).not.toBeNull();
    return system;
  };
  const expectClosed = (system: System) => {
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(confettiLayer()).toBeNull();
    system.unmount();
    vi.useRealTimers();
  };

  it('by the close button', async () => {
    const system = await openModal();
    await system.user.click(screen.getByRole('button', { name: 'Close' }));
    expectClosed(system);
  });

  it('by a click on the overlay', async () => {
    const system = await openModal();
    await system.user.click(document.querySelector('[data-part="overlay"]')!);
    expectClosed(system);
  });

  it('by Escape', async () => {
    const system = await openModal();
    await system.user.keyboard('{Escape}');
    expectClosed(system);
  });

  it('by the auto-close timer, confetti still falling or not', async () => {
    const system = await openModal();
    await act(() => vi.advanceTimersByTimeAsync(autoCloseMs));
    expectClosed(system);
  });
});

describe('DonationModal', () => {
  it('shows the yen figure with ¥ for Japanese readers', async () => {
    const system = await renderModal({ currency: 'JPY' });
    await system.user.click(screen.getByRole('button', { name: 'Donations' }));
    await settle();
    expect(await screen.findByRole('dialog')).toHaveTextContent('¥18,750,075.00');
    system.unmount();
    vi.useRealTimers();
  });

  it('hides the floating button until the page asks for it', async () => {
    const system = await renderModal({ buttonVisible: false });
    expect(screen.queryByRole('button', { name: 'Donations' })).not.toBeInTheDocument();
    system.unmount();
    vi.useRealTimers();
  });

  it('says so when the total cannot be loaded, and tries again', async () => {
    const loadAmount = vi.fn<() => Promise<DonationAmountResponse | false>>().mockResolvedValueOnce(false);
    loadAmount.mockResolvedValueOnce(amount);
    const system = await renderModal({ loadAmount });
    await system.user.click(screen.getByRole('button', { name: 'Donations' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('The donation total could not be loaded.');
    await system.user.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(await screen.findByRole('dialog')).toHaveTextContent('$125,000.50');
    system.unmount();
    vi.useRealTimers();
  });
});
