import { vars } from '@doo/design-system';

/** The banner's trophy, drawn here: a fixed size, no image request, no layout shift. */
export function TrophyArt() {
  return (
    <svg width="200" height="200" viewBox="0 0 200 200" aria-hidden="true" focusable="false">
      <circle cx="100" cy="100" r="92" style={{ fill: vars.color.brandHover }} />
      <path d="M62 40h76v28c0 26-16 46-38 50-22-4-38-24-38-50z" style={{ fill: vars.color.accent }} />
      <path
        d="M62 52H40c0 22 10 34 26 36M138 52h22c0 22-10 34-26 36"
        fill="none"
        strokeWidth="8"
        strokeLinecap="round"
        style={{ stroke: vars.color.accent }}
      />
      <rect x="92" y="116" width="16" height="22" style={{ fill: vars.color.accentHover }} />
      <rect x="68" y="138" width="64" height="16" rx="4" style={{ fill: vars.color.accent }} />
      <path
        d="M100 56l6 13 14 2-10 10 2 14-12-7-12 7 2-14-10-10 14-2z"
        style={{ fill: vars.color.surfaceInverse }}
      />
    </svg>
  );
}
