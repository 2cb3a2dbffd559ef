import { vars } from '@doo/design-system';

/** A small medal for the podium; decorative, sized so it never shifts the layout. */
export function Medal({ place }: { place: 1 | 2 | 3 }) {
  const ribbon = place === 1 ? vars.color.accent : place === 2 ? vars.color.borderStrong : vars.color.warning;
  return (
    <svg width="40" height="48" viewBox="0 0 40 48" aria-hidden="true" focusable="false">
      <path d="M12 0h7l-4 18h-7zM28 0h-7l4 18h7z" style={{ fill: vars.color.brandHover }} />
      <circle cx="20" cy="30" r="15" style={{ fill: ribbon }} />
      <circle
        cx="20"
        cy="30"
        r="11"
        fill="none"
        strokeOpacity="0.6"
        strokeWidth="2"
        style={{ stroke: vars.color.surface }}
      />
      <text
        x="20"
        y="35"
        textAnchor="middle"
        fontSize="14"
        fontWeight="700"
        style={{ fill: vars.color.brand }}
      >
        {place}
      </text>
    </svg>
  );
}
