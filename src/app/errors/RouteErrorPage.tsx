import { useEffect } from 'react';
import { GlobalServerErrorPage } from './GlobalServerErrorPage';
import { isChunkLoadError } from './isChunkLoadError';
import { NewVersionPage } from './NewVersionPage';

export interface RouteErrorPageProps {
  error: unknown;
  onSignOut?: () => void;
  onReload?: () => void;
}

/**
 * What the router shows for an error it caught: a chunk that failed to load offers the new version (never the
 * global 500, which signs out); anything else is the global 500 (§2). The error goes to the console, the
 * browser's record of what went wrong: the runtime does not log an error a boundary caught (React did;
 * Preact, the build's runtime, does not), so the page says it once itself.
 */
export function RouteErrorPage({ error, onSignOut, onReload }: RouteErrorPageProps) {
  useEffect(() => console.error(error), [error]);
  return isChunkLoadError(error) ? (
    <NewVersionPage onReload={onReload} />
  ) : (
    <GlobalServerErrorPage onSignOut={onSignOut} onRefresh={onReload} />
  );
}
