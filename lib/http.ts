// One error type and one JSON error shape for every route handler: {error, detail, fields?}.
// The spec's clients read either `error` or `detail`; both carry the message. No stack trace or
// internal message ever reaches a client: anything unexpected is logged and answered as a 500.
import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'
import { idSchema } from '@/lib/forms'
import { IMAGE_TOO_LARGE as FILE_TOO_LARGE } from '@/lib/uploads/image-field'

export type FieldErrors = Record<string, string[]>

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: FieldErrors,
    /** Extra response headers, e.g. Retry-After on a 429 (lib/rate-limit). */
    readonly headers?: HeadersInit,
  ) {
    super(message)
  }
}

export const badRequest = (message: string, fields?: FieldErrors) => new HttpError(400, message, fields)
export const notFound = (message = 'Not found.') => new HttpError(404, message)

export function errorResponse(status: number, message: string, fields?: FieldErrors, headers?: HeadersInit) {
  return NextResponse.json(
    { error: message, detail: message, ...(fields ? { fields } : {}) },
    { status, headers },
  )
}

/** Field errors of a zod failure, keyed by the input's field names. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_'
    ;(out[key] ??= []).push(issue.message)
  }
  return out
}

/** Parses input with a schema; a failure becomes a 400 naming the first problem. */
export function parse<T extends z.ZodType>(schema: T, input: unknown, status = 400): z.infer<T> {
  const result = schema.safeParse(input)
  if (!result.success) {
    const fields = fieldErrors(result.error)
    const first = result.error.issues[0]
    const where = first.path.length ? `${first.path.join('.')}: ` : ''
    throw new HttpError(status, `${where}${first.message}`, fields)
  }
  return result.data
}

/** The query string as a plain object (repeated keys: last one wins). */
export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams.entries())
}

/** A page's searchParams as a plain object, as queryOf does for a request (repeated keys: last one wins). */
export function searchParamsOf(
  params: Record<string, string | string[] | undefined>,
): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(params)) {
    const last = Array.isArray(value) ? value.at(-1) : value
    if (last !== undefined) out[key] = last
  }
  return out
}

type Handler<C> = (request: NextRequest, context: C) => Promise<Response> | Response

/** Wraps a route handler: HttpError → its status; anything else → logged, 500 without details. */
export function route<C = unknown>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      return await handler(request, context)
    } catch (error) {
      return toErrorResponse(error, request)
    }
  }
}

/**
 * Is the database down? Errors thrown inside cached ('use cache') readers reach the handler
 * stripped of their cause in production builds, so an unexpected error is followed by a probe.
 */
async function databaseDown(): Promise<boolean> {
  try {
    const { db } = await import('@/lib/db/client')
    await Promise.race([
      db().$queryRaw`SELECT 1`,
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000)),
    ])
    return false
  } catch {
    return true
  }
}

export async function toErrorResponse(error: unknown, request?: Request): Promise<Response> {
  if (error instanceof HttpError)
    return errorResponse(error.status, error.message, error.fields, error.headers)
  if (error instanceof z.ZodError)
    return errorResponse(400, error.issues[0]?.message ?? 'Invalid input.', fieldErrors(error))
  if (isUnreachableDatabase(error) || (await databaseDown())) {
    console.error(
      `[${request?.method ?? ''} ${request ? new URL(request.url).pathname : ''}] database unavailable:`,
      errorText(error),
    )
    return errorResponse(503, 'The service is temporarily unavailable. Please try again shortly.')
  }
  console.error(
    `[${request?.method ?? ''} ${request ? new URL(request.url).pathname : ''}] unexpected error:`,
    error,
  )
  return errorResponse(500, 'Something went wrong. Please try again later.')
}

function errorText(error: unknown) {
  return error instanceof Error ? error.message : String(error)
}

/** Connection failures (server down, refused, timed out) as opposed to bugs. */
export function isUnreachableDatabase(error: unknown): boolean {
  const text = errorText(error) + ' ' + String((error as { code?: string })?.code ?? '')
  return /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|Connection terminated|timeout exceeded when trying to connect|DatabaseNotReachable|P1001|P1017/i.test(
    text,
  )
}

/** JSON body of a request; malformed or missing JSON is a 400 (missing is `{}` when optional). */
export async function jsonBody(
  request: Request,
  limitBytes = 64 * 1024,
  { optional = false } = {},
): Promise<unknown> {
  const text = await readText(request, limitBytes)
  if (!text.trim()) {
    if (optional) return {}
    throw badRequest('A JSON body is required.')
  }
  try {
    return JSON.parse(text)
  } catch {
    throw badRequest('The request body is not valid JSON.')
  }
}

/** Reads the body up to a limit (413 beyond). */
export async function readText(request: Request, limitBytes: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > limitBytes) throw new HttpError(413, 'The request is too large.')
  return (await readBytes(request, limitBytes, 'The request is too large.')).toString('utf8')
}

/**
 * A multipart (or url-encoded) body as a plain object: text fields as strings, chosen files as
 * File objects; an empty file input (no file chosen) is left out. The whole body is bounded
 * (413 beyond, checked on the declared length and while reading); malformed bodies are a 400.
 */
export async function formBody(
  request: Request,
  limitBytes = 21 * 1024 * 1024,
): Promise<Record<string, string | File>> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type)) {
    throw new HttpError(415, 'Send the form as multipart/form-data.')
  }
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > limitBytes) throw new HttpError(413, FILE_TOO_LARGE)
  const bytes = await readBytes(request, limitBytes, FILE_TOO_LARGE)
  let form: FormData
  try {
    form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': type } }).formData()
  } catch {
    throw badRequest('The form data is malformed.')
  }
  const out: Record<string, string | File> = {}
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') out[key] = value
    else if (value.size > 0) out[key] = value
  }
  return out
}

async function readBytes(request: Request, limitBytes: number, message: string): Promise<Buffer> {
  if (!request.body) return Buffer.alloc(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limitBytes) {
      await reader.cancel()
      throw new HttpError(413, message)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/**
 * The record id of a request, wherever the spec's clients put it: `?id=`, a JSON body `{id}` or
 * a form field `id`. A missing or malformed id is a 400.
 */
export async function requestId(request: Request): Promise<number> {
  let raw: unknown = new URL(request.url).searchParams.get('id')
  if (raw === null) {
    const type = request.headers.get('content-type') ?? ''
    if (/json/i.test(type)) raw = ((await jsonBody(request, 4096)) as { id?: unknown } | null)?.id
    else if (/form/i.test(type)) raw = (await formBody(request, 64 * 1024)).id
  }
  return parse(idSchema, { id: raw }).id
}

/** The text fields of a form body (files left out), for schema parsing. */
export function formFields(form: Record<string, string | File>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}
