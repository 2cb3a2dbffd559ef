import { vars } from '@doo/design-system';
import type { ReactElement } from 'react';

const fill = (colour: string) => ({ fill: colour });

// One small drawing per slide key, drawn here rather than fetched: no layout shift, no image request.
const drawings: Record<string, ReactElement> = {
  text1: (
    <>
      <rect x="14" y="50" width="12" height="30" rx="2" style={fill(vars.color.accent)} />
      <rect x="34" y="36" width="12" height="44" rx="2" style={fill(vars.color.textInverse)} />
      <rect x="54" y="22" width="12" height="58" rx="2" style={fill(vars.color.accent)} />
      <rect x="74" y="40" width="12" height="40" rx="2" style={fill(vars.color.textInverse)} />
    </>
  ),
  text2: <path d="M58 8 24 54h24l-8 38 36-50H52z" style={fill(vars.color.accent)} />,
  text3: (
    <>
      <path d="M50 8 16 22v24c0 22 15 38 34 46 19-8 34-24 34-46V22z" style={fill(vars.color.textInverse)} />
      <path d="m34 50 11 11 22-24" fill="none" strokeWidth="7" style={{ stroke: vars.color.accent }} />
    </>
  ),
  text4: (
    <>
      <rect x="10" y="16" width="60" height="42" rx="10" style={fill(vars.color.textInverse)} />
      <path d="M22 58v16l16-16z" style={fill(vars.color.textInverse)} />
      <rect x="34" y="40" width="56" height="38" rx="10" style={fill(vars.color.accent)} />
    </>
  ),
  text5: (
    <>
      <path d="M10 70 34 46l16 14 40-40" fill="none" strokeWidth="7" style={{ stroke: vars.color.accent }} />
      <path d="M70 20h20v20" fill="none" strokeWidth="7" style={{ stroke: vars.color.accent }} />
    </>
  ),
  text6: (
    <>
      <rect x="8" y="14" width="64" height="46" rx="4" style={fill(vars.color.textInverse)} />
      <rect x="30" y="64" width="20" height="6" style={fill(vars.color.textInverse)} />
      <rect x="66" y="30" width="26" height="52" rx="5" style={fill(vars.color.accent)} />
    </>
  ),
  text7: (
    <>
      <rect x="8" y="24" width="84" height="54" rx="8" style={fill(vars.color.textInverse)} />
      <rect x="8" y="36" width="84" height="10" style={fill(vars.color.accent)} />
      <rect x="18" y="58" width="28" height="8" rx="2" style={fill(vars.color.accent)} />
    </>
  ),
};

/** The decorative drawing of a feature slide, at a fixed size. */
export function FeatureIllustration({ slide }: { slide: string }) {
  return (
    <svg width="100" height="100" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      {drawings[slide] ?? null}
    </svg>
  );
}
