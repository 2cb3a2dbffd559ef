import type { Context } from 'hono';
import * as z from 'zod/mini';
import { BusinessCode, type ErrorData, type ValidationIssue } from '../../../contract';

// zod/mini loads no locale (every default message would read "Invalid input"); the issues this service
// answers keep the English messages classic zod gave them. An explicitly configured locale still wins.
if (!z.config().localeError) z.config(z.locales.en());

export type ServiceErrorStatus = 200 | 403 | 404 | 413;

/** A failure the caller should see as `{ code, msg, data }`; thrown from handlers, answered by `onError`. */
export class ServiceError extends Error {
  readonly code: number;
  readonly data: ErrorData;
  readonly status: ServiceErrorStatus;

  constructor(code: number, message: string, data: ErrorData = null, status: ServiceErrorStatus = 200) {
    super(message);
    this.name = 'ServiceError';
    this.code = code;
    this.data = data;
    this.status = status;
  }
}

const toIssues = (error: z.core.$ZodError): ValidationIssue[] =>
  error.issues.map((issue) => ({ path: issue.path.join('.') || '(root)', message: issue.message }));

export const invalidRequest = (what: string, error: z.core.$ZodError): ServiceError => {
  const issues = toIssues(error);
  const first = issues[0];
  return new ServiceError(
    BusinessCode.INVALID_REQUEST,
    `Invalid ${what}: ${issues.map((issue) => `${issue.path} ${issue.message}`).join('; ')}`,
    { errorDescription: first?.message ?? 'invalidRequest', issues },
  );
};

/** Reads a JSON body and checks it against a contract schema. */
export const parseBody = async <Schema extends z.ZodMiniType>(
  c: Context,
  schema: Schema,
): Promise<z.infer<Schema>> => {
  // Only a JSON content type: a cross-site HTML form can send text/plain that parses as JSON, never this.
  const type = c.req.header('Content-Type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') {
    throw new ServiceError(BusinessCode.INVALID_REQUEST, 'Invalid request body: expected application/json', {
      errorDescription: 'expectedJson',
    });
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ServiceError(BusinessCode.INVALID_REQUEST, 'Invalid request body: expected JSON', {
      errorDescription: 'invalidJson',
    });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw invalidRequest('request body', parsed.error);
  return parsed.data;
};

/** Checks the query string against a contract schema. */
export const parseQuery = <Schema extends z.ZodMiniType>(c: Context, schema: Schema): z.infer<Schema> => {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw invalidRequest('query', parsed.error);
  return parsed.data;
};

export const errorBody = (code: number, msg: string, data: ErrorData = null) => ({ code, msg, data });
