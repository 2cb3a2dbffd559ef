/**
 * A page's code could not be loaded: the dynamic import of a route chunk failed, usually because a deploy
 * replaced the chunk this tab was built against (the service answers 404 for it). Browsers word it differently.
 */
const CHUNK_FAILURE =
  /dynamically imported module|importing a module script failed|unable to preload css|is not a valid javascript mime type/i;

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && CHUNK_FAILURE.test(error.message);
