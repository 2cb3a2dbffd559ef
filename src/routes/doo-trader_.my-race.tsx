import { createFileRoute } from '@tanstack/react-router';
import { RacePage } from './-components/RacePage';
import { CatalogPartBoundary } from '../i18n/CatalogPartBoundary';
import type { CatalogPart } from '../i18n/catalogParts';
import { preloadCatalogPart } from '../i18n/preloadCatalogPart';
import { startRaceFirstCalls } from '../features/race/raceFirstCalls';

const texts: CatalogPart = 'race';

// `doo-trader_` keeps this page out of the contest page's layout: it renders on its own.
export const Route = createFileRoute('/doo-trader_/my-race')({
  // The loader comes with the page's chunk, not in every page's first download: a drawn page fetches that chunk
  // at first paint, so the first calls and the texts still start before the page renders, which waits for the texts.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    startRaceFirstCalls(context.session);
    return preloadCatalogPart(texts);
  },
  component: () => (
    <CatalogPartBoundary part={texts}>
      <RacePage variant="client" />
    </CatalogPartBoundary>
  ),
});
