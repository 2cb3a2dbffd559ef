import { z } from 'zod';
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
  z.object({ persona: z.string().min(1) }).strict(),
  z
    .object({
      nationality: z.string().min(1),
      userType: userTypeSchema.default('crm_client'),
      switchUser: z.boolean().default(false),
      blacklist: z.array(z.string()).default([]),
    })
    .strict(),
]);
export type SandboxSessionRequest = z.input<typeof sandboxSessionRequestSchema>;

/** `POST /sandbox/clock`: from now on the service's clock reads `now` and moves on from there. */
export const sandboxClockRequestSchema = z.object({ now: isoTimeSchema });
export const sandboxClockResponseSchema = z.object({ now: isoTimeSchema, real: z.boolean() });
export type SandboxClockResponse = z.infer<typeof sandboxClockResponseSchema>;

/** `POST /sandbox/faults`: make one path fail; `times` absent = until `DELETE /sandbox/faults`. */
export const sandboxFaultSchema = z
  .object({
    path: z.string().startsWith('/'),
    status: z.number().int().min(200).max(599).optional(),
    delayMs: z.number().int().nonnegative().max(600_000).optional(),
    body: z.string().optional(),
    code: z.number().int().optional(),
    times: z.number().int().positive().optional(),
  })
  .refine((fault) => fault.path !== '/' && !fault.path.startsWith('/sandbox'), {
    message: 'faults apply to service paths, not to / or /sandbox',
    path: ['path'],
  });
export type SandboxFault = z.infer<typeof sandboxFaultSchema>;
export const sandboxFaultsResponseSchema = z.array(sandboxFaultSchema);
