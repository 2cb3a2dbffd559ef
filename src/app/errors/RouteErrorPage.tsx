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
 * global 500, which signs out); anything else is the global 500 (§2).
 */
export function RouteErrorPage({ error, onSignOut, onReload }: RouteErrorPageProps) {
  return isChunkLoadError(error) ? (
    <NewVersionPage onReload={onReload} />
  ) : (
    <GlobalServerErrorPage onSignOut={onSignOut} onRefresh={onReload} />
  );
}
