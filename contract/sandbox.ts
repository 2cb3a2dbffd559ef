import * as z from 'zod/mini';
import { isoTimeSchema } from './contest';
import { userTypeSchema } from './session';

/** `GET /sandbox/personas`: the demo users a tester can sign in as. */
export const personaSchema = z.object({
  name: z.string(),
  description: z.string(),
  nationality: z.string(),
  userType: userTypeSchema,
  switchUser: z.boolean(),
  blacklist: z.array(z.string()),
  participant: z.boolean(),
});
export type Persona = z.infer<typeof personaSchema>;
export const personasResponseSchema = z.array(personaSchema);

/** `POST /sandbox/session`: a persona by name, or an ad-hoc user from explicit fields. */
export const sandboxSessionRequestSchema = z.union([
  z.strictObject({ persona: z.string().check(z.minLength(1)) }),
  z.strictObject({
    nationality: z.string().check(z.minLength(1)),
    userType: z._default(userTypeSchema, 'crm_client'),
    switchUser: z._default(z.boolean(), false),
    blacklist: z._default(z.array(z.string()), []),
  }),
]);
export type SandboxSessionRequest = z.input<typeof sandboxSessionRequestSchema>;

/** `POST /sandbox/clock`: from now on the service's clock reads `now` and moves on from there. */
export const sandboxClockRequestSchema = z.object({ now: isoTimeSchema });
export const sandboxClockResponseSchema = z.object({ now: isoTimeSchema, real: z.boolean() });
export type SandboxClockResponse = z.infer<typeof sandboxClockResponseSchema>;

/**
 * A fault with a `scope` reaches only requests carrying this cookie with the same value, so that tests
 * running side by side against one service (one browser context each) do not meet each other's faults.
 */
export const SANDBOX_FAULT_SCOPE_COOKIE = 'sandbox-fault-scope';

/**
 * Sandbox mode only: a page loaded with this cookie (milliseconds) gets it back as the meta tag below, and the
 * app's client then gives up on a call after that long instead of 50–60 s (§9), so a sweep of hanging calls
 * stays fast. Production mode never writes the tag.
 */
export const SANDBOX_CLIENT_TIMEOUT_COOKIE = 'sandbox-client-timeout-ms';
export const SANDBOX_CLIENT_TIMEOUT_META = 'doo:sandbox-client-timeout-ms';
export const SANDBOX_CLIENT_TIMEOUT_LIMITS = { min: 100, max: 60_000 } as const;

/**
 * With the timeout above, the calls it shortens (their paths, `|` between them): only those the sandbox makes
 * hang, so that a call that answers is never cut short on a busy machine. Without it, every call.
 */
export const SANDBOX_CLIENT_TIMEOUT_PATHS_COOKIE = 'sandbox-client-timeout-paths';
export const SANDBOX_CLIENT_TIMEOUT_PATHS_META = 'doo:sandbox-client-timeout-paths';

/** The paths of a `SANDBOX_CLIENT_TIMEOUT_PATHS_COOKIE` value, or `undefined` when it is not a list of paths. */
export const readSandboxTimeoutPaths = (raw: string | null | undefined): string[] | undefined =>
  raw && raw.length <= 2_000 && /^\/[\w./-]*(\|\/[\w./-]*)*$/.test(raw) ? raw.split('|') : undefined;

/**
 * Sandbox mode only, like the client timeout: a page loaded with this cookie (milliseconds) gets it back as the
 * meta tag below, and the leaderboard asks whether the ranking was updated that often instead of every minute,
 * so that a test sees an update it makes (`POST /sandbox/clock`) within seconds.
 */
export const SANDBOX_RANKING_POLL_COOKIE = 'sandbox-ranking-poll-ms';
export const SANDBOX_RANKING_POLL_META = 'doo:sandbox-ranking-poll-ms';
export const SANDBOX_RANKING_POLL_LIMITS = { min: 500, max: 600_000 } as const;

/**
 * `POST /sandbox/faults`: make one path fail; `times` absent = until `DELETE /sandbox/faults` (with
 * `?scope=` only that scope's faults).
 */
export const sandboxFaultSchema = z
  .object({
    path: z.string().check(z.startsWith('/')),
    scope: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
    status: z.optional(z.number().check(z.int(), z.minimum(200), z.maximum(599))),
    delayMs: z.optional(z.number().check(z.int(), z.nonnegative(), z.maximum(600_000))),
    body: z.optional(z.string()),
    code: z.optional(z.number().check(z.int())),
    times: z.optional(z.number().check(z.int(), z.positive())),
  })
  .check(
    z.refine((fault) => fault.path !== '/' && !fault.path.startsWith('/sandbox'), {
      message: 'faults apply to service paths, not to / or /sandbox',
      path: ['path'],
    }),
  );
export type SandboxFault = z.infer<typeof sandboxFaultSchema>;
export const sandboxFaultsResponseSchema = z.array(sandboxFaultSchema);
