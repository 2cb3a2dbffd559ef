import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { instant } from '../../../contract';
import { describeSectionPaths } from '../../testing/sectionPaths';
import { lastUpdatedMachine, RankingLastUpdated } from './RankingLastUpdated';

describeSectionPaths('RankingLastUpdated driven by sectionData', lastUpdatedMachine, {
  samples: { ready: { lastUpdatedTime: instant('2026-11-01T08:00:00.000Z'), timeZone: 'UTC+0' } },
  render: (load) => <RankingLastUpdated loadLastUpdated={load} />,
  states: {
    loading: () => {
      expect(screen.queryByText(/Last updated/)).not.toBeInTheDocument();
    },
    ready: () => {
      expect(screen.getByText(/Last updated: .*\(UTC\+0\)/)).toHaveTextContent('2026');
    },
    // A failure is said, never left as a board without its date.
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent(
        'We could not tell when the standings were last updated.',
      );
      expect(screen.queryByText(/Last updated/)).not.toBeInTheDocument();
    },
  },
});
