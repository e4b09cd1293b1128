// Typed errors of the API (docs/architecture.md, "Errors"). Domain code throws an ApiError with a
// code; the edge (lib/api/route.ts) answers it with the code's HTTP status and the body
// {error, detail, code, fields?}: the spec's clients read `error` or `detail` (both carry the
// message), newer ones `code` and the field errors. The browser's fetch helper
// (lib/api/client.ts) turns such a body back into an ApiError. Client-safe.
import type { z } from 'zod'

/** Every error code and its HTTP status: the one mapping between the two. */
export const ERROR_STATUS = {
  /** The request cannot be read: not JSON, a malformed form, no body. */
  bad_request: 400,
  /** The input does not pass its schema; `fields` says where. */
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  /** The record's current state refuses the change (e.g. paying a paid registration). */
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  /** A valid input that a rule refuses (a refund above what is refundable, a zero fee to pay). */
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
  /** The payment gateway failed or answered nonsense. */
  bad_gateway: 502,
  /** The database (or another dependency) is unreachable for now. */
  unavailable: 503,
  /** Browser only: the server could not be reached at all. */
  network: 0,
} as const
export type ErrorCode = keyof typeof ERROR_STATUS

/** Field name → its messages (a nested field is named with dots; "_" is the input as a whole). */
export type FieldErrors = Record<string, string[]>

export interface ErrorBody {
  error: string
  detail: string
  code: ErrorCode
  fields?: FieldErrors
}

export class ApiError extends Error {
  readonly status: number
  readonly fields?: FieldErrors
  readonly headers?: Record<string, string>

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: { fields?: FieldErrors; headers?: Record<string, string>; status?: number } = {},
  ) {
    super(message)
    this.name = 'ApiError'
    // `status` is given only by the browser helper, which reports what the server answered.
    this.status = options.status ?? ERROR_STATUS[code]
    this.fields = options.fields
    this.headers = options.headers
  }

  get body(): ErrorBody {
    return {
      error: this.message,
      detail: this.message,
      code: this.code,
      ...(this.fields ? { fields: this.fields } : {}),
    }
  }
}

/** The code of an HTTP status (for answers that carry none, e.g. from older servers). */
export function codeOfStatus(status: number): ErrorCode {
  const exact = (Object.keys(ERROR_STATUS) as ErrorCode[]).find(
    (code) => code !== 'invalid' && ERROR_STATUS[code] === status,
  )
  return exact ?? (status >= 500 ? 'internal' : 'bad_request')
}

/** A zod failure's messages by field name: the one helper of server and forms. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_'
    ;(out[key] ??= []).push(issue.message)
  }
  return out
}

/** The first message of each field (what a form shows under the field). */
export function firstFieldErrors(errors: FieldErrors): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0]]))
}

/** A zod failure as the API's error: the first problem as the message, every one in `fields`. */
export function invalidInput(error: z.ZodError): ApiError {
  const first = error.issues[0]
  const where = first?.path.length ? `${first.path.join('.')}: ` : ''
  return new ApiError('invalid', `${where}${first?.message ?? 'Invalid input.'}`, {
    fields: fieldErrors(error),
  })
}

export const notFound = (message = 'Not found.') => new ApiError('not_found', message)
export const conflict = (message: string) => new ApiError('conflict', message)
export const badRequest = (message: string) => new ApiError('bad_request', message)
