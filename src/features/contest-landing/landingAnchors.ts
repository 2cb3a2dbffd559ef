/** §2 anchors of the landing page. */
export const landingAnchors = {
  topBanner: 'topBanner',
  rankingBoard: 'rankingBoard',
  regulatorSection: 'regulatorSection',
} as const;

/** The client contest (`/doo-trader`) or its IB twin (`/ib-doo-trader`): one page, two sets of copy. */
export type LandingVariant = 'client' | 'ib';
