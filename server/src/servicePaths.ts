/** Path prefixes the contest service answers; everything else is the app's (static files, SPA fallback). */
export const SERVICE_PATH_PREFIXES = ['/api', '/validate', '/fxboauth', '/event-center'] as const;

/** The sandbox controls answer under this prefix (a 404 in production mode). */
export const SANDBOX_PATH_PREFIX = '/sandbox';

export function isServicePath(path: string): boolean {
  return [...SERVICE_PATH_PREFIXES, SANDBOX_PATH_PREFIX].some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`),
  );
}
