import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TradingType, type FailedEnrolment } from '../../../contract/contest';
import type { SessionUser } from '../../../contract/session';
import { describeModelPaths } from '../../../machines/testing/modelPaths';
import { promiseStub } from '../../../machines/testing/promiseStub';
import { renderWithSession } from '../../testing/renderWithSession';
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

function renderSection() {
  const load = promiseStub<FailedEnrolment[] | false>();
  const view = renderWithSession(
    <FailedEnrolmentSection loadFailedEnrolments={() => load.call(undefined)} />,
    signedIn(),
  );
  return { ...view, load };
}
const settle = (run: () => void) =>
  act(async () => {
    run();
    await Promise.resolve();
  });

describeModelPaths(
  'FailedEnrolmentSection driven by sectionData',
  failedEnrolmentMachine,
  {
    events: [
      { type: 'xstate.done.actor.load', output: failures },
      { type: 'xstate.done.actor.load', output: [] },
      { type: 'xstate.done.actor.load', output: false },
    ] as never[],
  },
  {
    render: renderSection,
    events: {
      'xstate.done.actor.load': ({ load }, event) =>
        settle(() => load.resolve((event as unknown as { output: FailedEnrolment[] | false }).output)),
    },
    states: {
      // Nothing to warn about until the list is in, when it is empty, or when the call failed.
      loading: ({ container }) => {
        expect(container).toBeEmptyDOMElement();
      },
      empty: ({ container }) => {
        expect(container).toBeEmptyDOMElement();
      },
      failed: ({ container }) => {
        expect(container).toBeEmptyDOMElement();
      },
      ready: () => {
        expect(screen.getByRole('region', { name: 'Accounts not enrolled' })).toHaveTextContent(
          'Automatic enrolment failed for 2 accounts',
        );
        expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
          'Account 20100003Classic',
          'Account 20100004Master',
        ]);
      },
    },
  },
);

describe('FailedEnrolmentSection', () => {
  it('is not shown, nor loaded, for a visitor without a session', () => {
    const load = vi.fn();
    const { container } = renderWithSession(<FailedEnrolmentSection loadFailedEnrolments={load} />);
    expect(container).toBeEmptyDOMElement();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the yen equity to a Japanese client, in the singular for one account', () => {
    renderWithSession(<FailedEnrolmentList accounts={failures.slice(0, 1)} currency="JPY" />, signedIn('JP'));
    expect(screen.getByText('Automatic enrolment failed for 1 account')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Equity ¥60,000.00');
  });
});
