import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PrizeInfo } from '../../../contract';
import { activateSourceLocale } from '../../testing/i18n';
import { PrizePoolSection, type PrizePoolSectionProps } from './PrizePoolSection';
import { prizeTableFixture } from './prizeFixtures';

// Lazily loaded by the component: loaded once here, so that each render only awaits a resolved module.
await import('./PrizeTable');

const table = prizeTableFixture;
const prizeInfo: PrizeInfo = {
  round3: {
    mt4: { classic: table(4000), master: table(48000) },
    mt5: { classic: table(5000), master: table(40000) },
  },
};

function renderPool(props: Partial<PrizePoolSectionProps> = {}) {
  activateSourceLocale();
  return render(
    <I18nProvider i18n={i18n}>
      <PrizePoolSection
        round={3}
        displayedRound={3}
        currency="USD"
        japan={false}
        actionHref="/register"
        loadPrizeInfo={async () => prizeInfo}
        {...props}
      />
    </I18nProvider>,
  );
}

describe('PrizePoolSection', () => {
  it('opens on the Master tab with the best prizes of the round', async () => {
    renderPool();
    expect(screen.getByRole('tab', { name: 'Master' })).toHaveAttribute('aria-selected', 'true');
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByText('$48,000.00')).toBeInTheDocument();
    expect(within(panel).getByText('$24,000.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/register');
  });

  it('shows the §9 defaults while the round has no prize table, and Classic on request', async () => {
    const user = userEvent.setup();
    renderPool({ loadPrizeInfo: async () => false });
    expect(await screen.findByText('$40,000.00')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Classic' }));
    expect(await screen.findByText('$3,500.00')).toBeInTheDocument();
    expect(screen.getByText('$2,000.00')).toBeInTheDocument();
    expect(screen.getByText('$1,000.00')).toBeInTheDocument();
  });

  it('opens the prize table by rank and server from the disclaimer', async () => {
    const user = userEvent.setup();
    renderPool();
    await screen.findByText('$48,000.00');
    await user.click(screen.getByRole('button', { name: 'See all prizes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prizes by rank and server: Master' });
    const rows = await within(dialog).findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'RankMT4MT5',
      '1st$48,000.00$40,000.00',
      '2nd$24,000.00$20,000.00',
      '3rd$12,000.00$10,000.00',
      '4th–5th$4,800.00$4,000.00',
      '6th–10th$2,400.00$2,000.00',
    ]);
  });

  it('shows Japan yen, no disclaimer, and a login button', async () => {
    renderPool({ currency: 'JPY', japan: true, actionHref: '/login' });
    expect(await screen.findByText('¥7,200,000.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'See all prizes' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to take part' })).toHaveAttribute('href', '/login');
  });

  it('shows a loading placeholder until the prize info answers', () => {
    renderPool({ loadPrizeInfo: () => new Promise(() => undefined) });
    expect(screen.getByRole('status', { name: 'Loading the prizes' })).toBeInTheDocument();
  });
});
