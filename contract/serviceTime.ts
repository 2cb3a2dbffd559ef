import * as z from 'zod/mini';

/**
 * The service's clock as it travels: the HTTP `Date` header of every answer (RFC 9110, whole seconds).
 * Parsed here, once, into epoch milliseconds; `undefined` when absent or unreadable.
 */
export function parseHttpDate(header: string | null | undefined): number | undefined {
  if (!header) return undefined;
  const ms = Date.parse(header);
  return Number.isFinite(ms) ? ms : undefined;
}

/**
 * A `Date` header's text carried in a body (the answers a page carries): read once, here, into epoch
 * milliseconds as `parseHttpDate` reads the header; encoding writes the header's form back.
 */
export const httpDateSchema = z.codec(
  z.string().check(z.refine((text) => parseHttpDate(text) !== undefined, 'not an HTTP date')),
  z.number(),
  // The check above has read it: decoding reads it the same way, through `parseHttpDate`.
  { decode: (text) => parseHttpDate(text) ?? Number.NaN, encode: (ms) => new Date(ms).toUTCString() },
);

/** The calendar quarter an instant falls in, in UTC, named as the service names periods (`2026Q4`). */
export function calendarQuarterOf(epochMs: number): string {
  const date = new Date(epochMs);
  return `${date.getUTCFullYear()}Q${Math.floor(date.getUTCMonth() / 3) + 1}`;
}

/** The calendar year of an instant in UTC: the year a copyright line names. */
export const calendarYearOf = (epochMs: number): number => new Date(epochMs).getUTCFullYear();
