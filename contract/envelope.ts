import * as z from 'zod/mini';

/** Every answer of the contest service's `/api`, `/validate` and `/fxboauth` calls: `code` 0 means success. */
export const envelopeSchema = <Data extends z.ZodMiniType>(data: Data) =>
  z.object({
    code: z.number().check(z.int()),
    msg: z.string(),
    data,
  });

/** The envelope before its `data` is known: what a client reads first to decide success or failure. */
export const anyEnvelopeSchema = envelopeSchema(z.unknown());
export type AnyEnvelope = z.infer<typeof anyEnvelopeSchema>;

export type Envelope<Data> = { code: number; msg: string; data: Data };

/** One problem with a request's input, named by the field it concerns. */
export const validationIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

/**
 * `data` of a failed answer. `errorDescription` is a stable key the app translates (§8 address submit);
 * `issues` lists the fields that failed validation.
 */
export const errorDataSchema = z.nullable(
  z.object({
    errorDescription: z.string(),
    issues: z.optional(z.array(validationIssueSchema)),
  }),
);
export type ErrorData = z.infer<typeof errorDataSchema>;

export const errorEnvelopeSchema = envelopeSchema(errorDataSchema);
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Calls whose answer carries nothing beyond success. */
export const emptyDataSchema = z.null();
