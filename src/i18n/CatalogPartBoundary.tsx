import { Skeleton } from '@doo/design-system';
import { useLingui } from '@lingui/react/macro';
import { Suspense, type ReactNode } from 'react';
import { useCatalogPart, type CatalogPart } from './catalogParts';

function WithPart({ part, children }: { part: CatalogPart; children: ReactNode }) {
  useCatalogPart(part);
  return children;
}

/**
 * Shows a page once the catalog part holding its texts has loaded: a skeleton until then, or `fallback`, one the
 * shape of what it stands for.
 */
export function CatalogPartBoundary({
  part,
  fallback,
  children,
}: {
  part: CatalogPart;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Suspense fallback={fallback ?? <Skeleton label={t`Loading the page`} />}>
      <WithPart part={part}>{children}</WithPart>
    </Suspense>
  );
}
