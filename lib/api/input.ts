// Reading a request's input at the edge: bounded bodies (JSON, multipart, url-encoded), the query
// string, the record id wherever the spec's clients put it, and parsing with the input's zod
// schema. Every failure is a typed error (lib/api/errors.ts): malformed → bad_request, too large
// → payload_too_large, wrong type → unsupported_media_type, schema → invalid.
import type { z } from 'zod'
import { idSchema } from '@/lib/forms'
import { IMAGE_TOO_LARGE as FILE_TOO_LARGE } from '@/lib/uploads/image-field'
import { ApiError, badRequest, invalidInput } from './errors'

/** Parses input with its schema; a failure is `invalid` naming the first problem, with every field's. */
export function parse<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input)
  if (!result.success) throw invalidInput(result.error)
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

const tooLarge = (message: string) => new ApiError('payload_too_large', message)

/** Whether the request declares a JSON body (application/json, or a +json type). */
export const isJson = (request: Request) =>
  /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(request.headers.get('content-type') ?? '')

/**
 * JSON body of a request. Only a body declared application/json is read (415 otherwise: a page
 * elsewhere cannot post a "simple" text/plain request without a preflight); malformed or missing
 * JSON is a bad_request (missing is `{}` when optional).
 */
export async function jsonBody(
  request: Request,
  limitBytes = 64 * 1024,
  { optional = false } = {},
): Promise<unknown> {
  const notJson = () => new ApiError('unsupported_media_type', 'Send the request body as application/json.')
  if (!isJson(request) && !optional) throw notJson()
  const text = await readText(request, limitBytes)
  if (!isJson(request) && text.trim()) throw notJson()
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

/** Reads the body up to a limit (payload_too_large beyond). */
export async function readText(request: Request, limitBytes: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > limitBytes) throw tooLarge('The request is too large.')
  return (await readBytes(request, limitBytes, 'The request is too large.')).toString('utf8')
}

/** Fields a form may carry (the largest of the site's forms has about 20). */
export const MAX_FORM_FIELDS = 100

/**
 * A multipart (or url-encoded) body as a plain object: text fields as strings, chosen files as
 * File objects; an empty file input (no file chosen) is left out. The whole body is bounded
 * (checked on the declared length and while reading), and so is its number of fields, counted
 * on the raw bytes before anything is parsed.
 */
export async function formBody(
  request: Request,
  limitBytes = 21 * 1024 * 1024,
  maxFields = MAX_FORM_FIELDS,
): Promise<Record<string, string | File>> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type))
    throw new ApiError('unsupported_media_type', 'Send the form as multipart/form-data.')
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > limitBytes) throw tooLarge(FILE_TOO_LARGE)
  const bytes = await readBytes(request, limitBytes, FILE_TOO_LARGE)
  if (fieldCount(bytes, type) > maxFields) throw tooLarge('The form has too many fields.')
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

/** Fields of a raw form body: `&`-separated pairs, or multipart boundaries. */
function fieldCount(bytes: Buffer, type: string): number {
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  const separator = Buffer.from(/^multipart/i.test(type) && boundary ? `--${boundary}` : '&')
  let count = 0
  for (let at = bytes.indexOf(separator); at !== -1; at = bytes.indexOf(separator, at + separator.length))
    count++
  return /^multipart/i.test(type) ? count - 1 : bytes.length ? count + 1 : 0
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
      throw tooLarge(message)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/**
 * The record id of a request, wherever the spec's clients put it: `?id=`, a JSON body `{id}` or
 * a form field `id`. A missing or malformed id is `invalid`.
 */
export async function requestId(request: Request): Promise<number> {
  let raw: unknown = new URL(request.url).searchParams.get('id')
  if (raw === null) {
    const type = request.headers.get('content-type') ?? ''
    if (isJson(request)) raw = ((await jsonBody(request, 4096)) as { id?: unknown } | null)?.id
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
