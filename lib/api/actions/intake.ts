// What the forms' server actions share: the request as the address, origin and rate-limit checks
// read it, a posted form read as formBody reads a multipart body, and a refusal answered as the
// API answers it (the same message and field errors) for the form to show.
import 'server-only'
import { headers } from 'next/headers'
import type { RequestHeaders } from '@/lib/net/client-address'
import { ApiError, firstFieldErrors, type ErrorBody } from '../errors'
import { MAX_FORM_FIELDS } from '../input'
import { toErrorResponse } from '../route'
import type { FormReply } from './reply'

/**
 * The replies of this request's actions, for the page rendered after them. Next renders a page
 * whose static shell it keeps by resuming that shell, and React's resume takes no form state: the
 * form's useActionState would render as if nothing had been posted, and a browser without
 * JavaScript would never see the answer. Such a page reads its form's reply here and hands it to
 * the form. Keyed by the request's headers object, which the action and the render of one request
 * share; the entry goes with the request.
 */
const replies = new WeakMap<object, Record<string, FormReply>>()

/** Keeps `reply` of the form named `form` for the page rendered after the action (see replyOf). */
export async function keepReply(form: string, reply: FormReply): Promise<FormReply> {
  const key = await headers()
  replies.set(key, { ...replies.get(key), [form]: reply })
  return reply
}

/** In a page's server component: the reply of its form's action in this request, if one ran. */
export async function replyOf(form: string): Promise<FormReply | undefined> {
  return replies.get(await headers())?.[form]
}

/** The request of the running action, for clientIp, assertSameOrigin and the rate limits. */
export async function actionRequest(): Promise<RequestHeaders> {
  return { headers: await headers() }
}

/** React's own fields of a form posted to an action ($ACTION_ID_…, $ACTION_KEY…). */
const isReactField = (name: string) => name.startsWith('$ACTION')

/**
 * The posted form as formBody (lib/api/input.ts) gives a multipart body to the handlers: text
 * fields as strings (a repeated field, such as ticked checkboxes, joined with commas), chosen
 * files; an empty file input is left out. Too many fields is refused as the API refuses it
 * (`limit`: a form of many rows, the group form's, says how many it has at most).
 */
export function formEntries(data: FormData, limit = MAX_FORM_FIELDS): Record<string, string | File> {
  const out: Record<string, string | File> = {}
  let count = 0
  for (const [key, value] of data.entries()) {
    if (isReactField(key)) continue
    if (++count > limit) throw new ApiError('payload_too_large', 'The form has too many fields.')
    if (typeof value !== 'string') {
      if (value.size > 0) out[key] = value
    } else out[key] = typeof out[key] === 'string' && out[key] ? `${out[key]},${value}` : value
  }
  return out
}

/** The text fields named `keys`, as sent ('' when absent), to show them again. */
export function sentValues<K extends string>(form: Record<string, string | File>, keys: readonly K[]) {
  return Object.fromEntries(
    keys.map((k) => [k, typeof form[k] === 'string' ? (form[k] as string) : '']),
  ) as Record<K, string>
}

/**
 * A failed call as the form shows it: the message and field errors the API would answer for
 * `error` (lib/api/route.ts, which also logs what is unexpected), or `text` of it when the
 * form words some failures its own way.
 */
export async function refusal(
  error: unknown,
  values: Record<string, string>,
  text?: (body: ErrorBody, status: number) => string,
): Promise<FormReply> {
  const answer = await toErrorResponse(error)
  const body = (await answer.json()) as ErrorBody
  return {
    values,
    errors: body.fields ? firstFieldErrors(body.fields) : {},
    message: { tone: 'error', text: text ? text(body, answer.status) : body.error },
  }
}

/**
 * A browser cannot be given back a file it chose: the refusal of a form that carried one says to
 * choose it again.
 */
export function chooseAgain(reply: FormReply, data: FormData, name: string, text: string): FormReply {
  const file = data.get(name)
  if (!(file instanceof File) || file.size === 0 || !reply.message) return reply
  return { ...reply, message: { ...reply.message, text: `${reply.message.text} ${text}` } }
}

/** A refused action's code, for the page it goes back to to word it (an unexpected failure is rethrown). */
export function refusedCode(error: unknown): string {
  if (error instanceof ApiError) return error.code
  throw error
}
