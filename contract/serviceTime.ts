/**
 * The service's clock as it travels: the HTTP `Date` header of every answer (RFC 9110, whole seconds).
 * Parsed here, once, into epoch milliseconds; `undefined` when absent or unreadable.
 */
export function parseHttpDate(header: string | null | undefined): number | undefined {
  if (!header) return undefined;
  const ms = Date.parse(header);
  return Number.isFinite(ms) ? ms : undefined;
}
