import { lazy, Suspense, useEffect, useState } from 'react';
import { toastsNeeded, whenToastsNeeded } from './heardTraceEvents';

const Toasts = lazy(() => import('./Toasts').then(({ Toasts }) => ({ default: Toasts })));

/** The site's toasts, whose code loads with the first failure that raises one (`heardTraceEvents`). */
export function ToastsOnDemand() {
  const [needed, setNeeded] = useState(toastsNeeded);
  useEffect(() => whenToastsNeeded(() => setNeeded(true)), []);
  return needed ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
