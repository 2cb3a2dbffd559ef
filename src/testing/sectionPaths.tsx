import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import type { SectionDataMachine, SectionDataOutput } from '../../machines/sectionData.machine';
import { describeModelPaths } from '../../machines/testing/modelPaths';
import { promiseStub } from '../../machines/testing/promiseStub';
import { activateSourceLocale } from './i18n';

type Assertion = () => void | Promise<void>;

export interface SectionPathsOptions<Data> {
  /** A successful answer, and (for lists) an empty one. */
  samples: { ready: Data; empty?: Data };
  /** The section wired to `load`, which every call of the section must go through. */
  render: (load: () => Promise<SectionDataOutput<Data>>) => ReactElement;
  /** What the person sees: while loading, with `samples.ready`, with `samples.empty`, after a failure. */
  states: { loading: Assertion; ready: Assertion; empty?: Assertion; failed: Assertion };
}

/**
 * The rendered model-based test of a section driven by `sectionData`: every path through loading, failure,
 * "Try again" and success. A retry must be a new call whose answer shows in place, with the notice busy
 * meanwhile and gone once the data is there.
 */
export function describeSectionPaths<Data>(
  title: string,
  machine: SectionDataMachine<Data>,
  { samples, render: renderSection, states }: SectionPathsOptions<Data>,
): void {
  const done = (output: SectionDataOutput<Data>) => ({ type: 'xstate.done.actor.load', output }) as never;
  describeModelPaths(
    title,
    machine,
    {
      events: [
        done(samples.ready),
        ...(samples.empty === undefined ? [] : [done(samples.empty)]),
        done(false),
        { type: 'xstate.error.actor.load', error: new Error('network') } as never,
        { type: 'retry' },
      ],
      simplePaths: true,
    },
    {
      render: () => {
        activateSourceLocale();
        const load = promiseStub<SectionDataOutput<Data>, void>();
        const view = render(<I18nProvider i18n={i18n}>{renderSection(() => load.call())}</I18nProvider>);
        return { ...view, load, user: userEvent.setup() };
      },
      events: {
        'xstate.done.actor.load': async ({ load }, event) => {
          await act(async () =>
            load.resolve((event as unknown as { output: SectionDataOutput<Data> }).output),
          );
        },
        'xstate.error.actor.load': async ({ load }) => {
          await act(async () => load.reject(new Error('network')));
        },
        retry: async ({ user }) => {
          await user.click(screen.getByRole('button', { name: 'Try again' }));
        },
      },
      states: {
        'loading.first': async () => {
          expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
          await states.loading();
        },
        'loading.retrying': async ({ load }) => {
          expect(load.inputs.length, 'a retry is a new request').toBe(2);
          expect(screen.getByRole('button', { name: 'Try again' })).toHaveAttribute('aria-busy', 'true');
          await states.failed();
        },
        ready: async () => {
          expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
          await states.ready();
        },
        ...(states.empty ? { empty: states.empty } : {}),
        failed: async () => {
          expect(screen.getByRole('button', { name: 'Try again' })).not.toHaveAttribute('aria-busy', 'true');
          await states.failed();
        },
      },
      say: {
        'xstate.done.actor.load': (event) => {
          const { output } = event as unknown as { output: SectionDataOutput<Data> };
          if (output === false)
            return 'The section’s call answers a silent failure code: it has nothing to show.';
          return output === samples.empty
            ? 'The section’s call answers with nothing to list.'
            : 'The section’s call answers with its data.';
        },
        'xstate.error.actor.load': 'The section’s call gets no answer (a network failure).',
        retry: 'Click *Try again* in the section.',
      },
      cleanup: ({ unmount }) => unmount(),
    },
  );
}
