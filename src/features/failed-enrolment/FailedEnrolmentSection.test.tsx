import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TradingType, type FailedEnrolment } from '../../../contract/contest';
import type { SessionUser } from '../../../contract/session';
import { SessionViewProvider } from '../../app/session/sessionView';
import { renderWithSession } from '../../testing/renderWithSession';
import { describeSectionPaths } from '../../testing/sectionPaths';
import { FailedEnrolmentList } from './FailedEnrolmentList';
import { failedEnrolmentMachine, FailedEnrolmentSection } from './FailedEnrolmentSection';

const failures: FailedEnrolment[] = [
  { uuid: 'u1', accountId: 20100003, tradingType: TradingType.CLASSIC, equityJpy: 60_000 },
  { uuid: 'u1', accountId: 20100004, tradingType: TradingType.MASTER, equityJpy: 900_000 },
];
const signedIn = (nationality = '1') => ({
  status: 'signedIn' as const,
  user: { uuid: 'u1', nationality } as SessionUser,
});

const region = () => screen.queryByRole('region', { name: 'Accounts not enrolled' });

describeSectionPaths('FailedEnrolmentSection driven by sectionData', failedEnrolmentMachine, {
  samples: { ready: failures, empty: [] },
  render: (load) => (
    <SessionViewProvider value={signedIn()}>
      <FailedEnrolmentSection loadFailedEnrolments={load} />
    </SessionViewProvider>
  ),
  states: {
    // Nothing to warn about until the list is in, nor when it is empty.
    loading: () => {
      expect(region()).not.toBeInTheDocument();
    },
    empty: () => {
      expect(region()).not.toBeInTheDocument();
    },
    // A failure is never taken for "no account failed": it is said, with Try again.
    failed: () => {
      expect(within(region()!).getByRole('alert')).toHaveTextContent(
        'We could not check whether any of your accounts failed to enter the contest.',
      );
      expect(screen.queryByText(/Automatic enrolment failed/)).not.toBeInTheDocument();
    },
    ready: () => {
      expect(region()).toHaveTextContent('Automatic enrolment failed for 2 accounts');
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Account 20100003Classic',
        'Account 20100004Master',
      ]);
    },
  },
});

describe('FailedEnrolmentSection', () => {
  it('is not shown, nor loaded, for a visitor without a session', () => {
    const load = vi.fn();
    const { container } = renderWithSession(<FailedEnrolmentSection loadFailedEnrolments={load} />);
    expect(container).toBeEmptyDOMElement();
    expect(load).not.toHaveBeenCalled();
  });

  // The race page holds back the sections below until then, so that the section never pushes them in view.
  it('tells the page once it knows whether it shows, not while the list loads', async () => {
    const onSettled = vi.fn();
    let answer!: (list: FailedEnrolment[]) => void;
    const load = () => new Promise<FailedEnrolment[]>((resolve) => (answer = resolve));
    renderWithSession(
      <FailedEnrolmentSection loadFailedEnrolments={load} onSettled={onSettled} />,
      signedIn(),
    );
    expect(onSettled).not.toHaveBeenCalled();
    await act(async () => answer([]));
    expect(region()).not.toBeInTheDocument();
    expect(onSettled).toHaveBeenCalled();
  });

  it('tells the page at once that a visitor without a session has no section', () => {
    const onSettled = vi.fn();
    renderWithSession(<FailedEnrolmentSection loadFailedEnrolments={vi.fn()} onSettled={onSettled} />);
    expect(onSettled).toHaveBeenCalled();
  });

  it('shows the yen equity to a Japanese client, in the singular for one account', () => {
    renderWithSession(<FailedEnrolmentList accounts={failures.slice(0, 1)} currency="JPY" />, signedIn('JP'));
    expect(screen.getByText('Automatic enrolment failed for 1 account')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Equity ¥60,000.00');
  });
});
