/**
 * Decorative illustrations of the event pages, drawn in `currentColor` so that the theme colours them.
 * They carry no information: the pages hide them from assistive technology.
 */

const common = {
  viewBox: '0 0 200 160',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 4,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: false,
  'aria-hidden': true,
} as const;

/** Stacked coins: the rebate and the cash rewards. */
export function CoinsArt() {
  return (
    <svg {...common}>
      <ellipse cx="80" cy="118" rx="44" ry="14" />
      <path d="M36 118v-16c0 8 20 14 44 14s44-6 44-14v16" />
      <ellipse cx="80" cy="86" rx="44" ry="14" />
      <path d="M36 86V70c0 8 20 14 44 14s44-6 44-14v16" />
      <ellipse cx="80" cy="54" rx="44" ry="14" />
      <circle cx="150" cy="52" r="30" />
      <path d="M150 36v32M141 44h13a6 6 0 0 1 0 12h-8a6 6 0 0 0 0 12h13" />
    </svg>
  );
}

/** A trophy: the quarterly prizes and the contest. */
export function TrophyArt() {
  return (
    <svg {...common}>
      <path d="M70 24h60v40a30 30 0 0 1-60 0z" />
      <path d="M70 36H50a16 16 0 0 0 20 26M130 36h20a16 16 0 0 1-20 26" />
      <path d="M100 94v22M78 136h44M86 116h28v20H86z" />
      <path d="M100 38l5 10 11 2-8 8 2 11-10-5-10 5 2-11-8-8 11-2z" />
    </svg>
  );
}

/** A handshake over a chart: the partner (IB) events. */
export function PartnerArt() {
  return (
    <svg {...common}>
      <path d="M20 130h160" />
      <path d="M36 130V98M70 130V78M104 130V88M138 130V56M172 130V40" />
      <path d="M30 70l40-28 34 14 60-36" />
      <path d="M150 20h14v14" />
    </svg>
  );
}

/** A calendar with a star: the annual event. */
export function CalendarArt() {
  return (
    <svg {...common}>
      <rect x="40" y="30" width="120" height="110" rx="12" />
      <path d="M40 62h120M72 18v24M128 18v24" />
      <path d="M100 76l8 16 18 3-13 12 3 18-16-8-16 8 3-18-13-12 18-3z" />
    </svg>
  );
}
