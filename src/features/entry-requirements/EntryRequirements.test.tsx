import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionView } from '../../app/session/sessionView';
import { renderWithSession } from '../../testing/renderWithSession';
import { describeModelPaths } from '../../../machines/testing/modelPaths';
import type { CategoryDetails } from '../../../contract';
import { activateSourceLocale } from '../../testing/i18n';
import { loadCatalogPart } from '../../i18n/catalogParts';
import { entryConditionMachine, EntryRequirementsSection } from './EntryRequirementsSection';

// The section's texts load with it, from the landing page's lower sections' catalog part.
beforeAll(() => loadCatalogPart('landing', 'en'), 30_000);

const categories: CategoryDetails[] = [
  {
    id: 2,
    registerGross: 10000,
    registerGrossJpy: 1500000,
    maxAccountNum: 1,
    minVolume: 50,
    minTradingNum: 30,
    minStrategyDuration: 10,
  },
  {
    id: 1,
    registerGross: 500,
    registerGrossJpy: 75000,
    maxAccountNum: 3,
    minVolume: 5,
    minTradingNum: 10,
    minStrategyDuration: 1,
  },
];

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describeModelPaths(
  'EntryRequirementsSection driven by sectionData',
  entryConditionMachine,
  {
    events: [
      { type: 'xstate.done.actor.load', output: categories } as never,
      { type: 'xstate.done.actor.load', output: [] } as never,
      { type: 'xstate.done.actor.load', output: false } as never,
      { type: 'retry' },
    ],
    simplePaths: true,
  },
  {
    render: () => {
      activateSourceLocale();
      const pending: Array<ReturnType<typeof deferred<CategoryDetails[] | false>>> = [];
      const loadCategories = () => {
        const next = deferred<CategoryDetails[] | false>();
        pending.push(next);
        return next.promise;
      };
      const view = render(
        <I18nProvider i18n={i18n}>
          <EntryRequirementsSection loadCategories={loadCategories} />
        </I18nProvider>,
      );
      return { ...view, pending, user: userEvent.setup() };
    },
    events: {
      'xstate.done.actor.load': async ({ pending }, event) => {
        await act(async () =>
          pending.at(-1)!.resolve((event as unknown as { output: CategoryDetails[] | false }).output),
        );
      },
      retry: async ({ user }) => {
        await user.click(screen.getByRole('button', { name: 'Try again' }));
      },
    },
    states: {
      loading: () => {
        expect(screen.getByRole('status', { name: 'Loading the entry requirements' })).toBeInTheDocument();
        expect(screen.queryByRole('table')).not.toBeInTheDocument();
      },
      ready: () => {
        const table = screen.getByRole('table', { name: 'Requirements by category' });
        const rows = within(table).getAllByRole('row');
        // Classic first, whatever the order of the answer.
        expect(rows[1]).toHaveTextContent('Classic$500.0035101 day');
        expect(rows[2]).toHaveTextContent('Master$10,000.001503010 days');
      },
      empty: () => {
        expect(
          screen.getByText('The entry requirements will be announced before the round starts.'),
        ).toBeInTheDocument();
      },
      failed: () => {
        expect(screen.getByRole('alert')).toHaveTextContent('The entry requirements could not be loaded.');
      },
    },
    say: {
      'xstate.init': 'Open /doo-trader at its entry requirements.',
      'xstate.done.actor.load': (event) => {
        const { output } = event as unknown as { output: CategoryDetails[] | false };
        if (output === false)
          return 'Asking for the entry requirements fails (the service answers an error).';
        return output.length
          ? 'The service sends the entry requirements of Classic and Master.'
          : 'The service sends no categories yet.';
      },
      retry: 'Click *Try again* in the entry requirements.',
    },
    cleanup: ({ unmount }) => unmount(),
  },
);

describe('EntryRequirementsSection currency (§1)', () => {
  const japanese: SessionView = {
    status: 'signedIn',
    user: { uuid: 'u', nationality: 'JPN', switchUser: false, userType: 'crm_client', blacklist: [] },
  };
  it('shows a Japanese participant the minimum equity in yen, anyone else in US dollars', async () => {
    const yen = categories.map((category) => ({
      ...category,
      registerGrossJpy: category.registerGross * 150,
    }));
    renderWithSession(<EntryRequirementsSection loadCategories={async () => yen} />, japanese);
    expect(await screen.findByText('¥1,500,000.00')).toBeInTheDocument();
    expect(screen.queryByText('$10,000.00')).toBeNull();
  });
});
