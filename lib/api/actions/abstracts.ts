'use server'

// The submitter's forms of the call for abstracts, with or without the page's script (the same
// path either way; the link's also at POST /uppedicon/abstracts/link/): "Send me a link" (/abstracts, the same answer whether or not the address has
// abstracts, rate limited) and the editor (/abstracts/mine/<id>: save a draft, submit, withdraw),
// whose submitter is the address the cookie's token names. Done, the editor goes to the abstract's
// address, saying what happened; refused, the form shows why with what was sent.
import { redirect } from 'next/navigation'
import { attachFigure, removeFigure } from '@/lib/abstracts/figure'
import { abstractFromForm, formValues } from '@/lib/abstracts/form'
import { submitterLinkSchema } from '@/lib/abstracts/schema'
import { saveAbstract, withdrawAbstract } from '@/lib/abstracts/service'
import { currentSubmitter } from '@/lib/abstracts/submitter'
import {
  ABSTRACT_REFUSED,
  EXPIRED_LINK,
  FIGURE_MISSING,
  LINK_REQUEST_REFUSED,
  LINK_REQUEST_SENT,
} from '@/lib/abstracts/words'
import { assertSameOrigin } from '@/lib/auth/guard'
import { SUBMITTER_PAGES } from '@/lib/net/private-requests'
import { ApiError, fieldErrors, firstFieldErrors } from '../errors'
import { submitterLinkFromForm } from '../handlers/abstracts-link'
import { actionRequest, chooseAgain, formEntries, keepReply, refusal, sentValues } from './intake'
import { REPLY_OF, type FormReply } from './reply'

export async function requestAbstractsLink(_previous: FormReply, data: FormData): Promise<FormReply> {
  let values: Record<string, string> = {}
  try {
    values = sentValues(formEntries(data), ['email'])
    const parsed = submitterLinkSchema.safeParse(values)
    if (!parsed.success)
      return {
        values,
        errors: firstFieldErrors(fieldErrors(parsed.error)),
        message: { tone: 'error', text: LINK_REQUEST_REFUSED },
      }
    const request = await actionRequest()
    assertSameOrigin(request)
    await submitterLinkFromForm(parsed.data, request)
  } catch (error) {
    return refusal(error, values)
  }
  return { values, errors: {}, message: { tone: 'success', text: LINK_REQUEST_SENT } }
}

const INTENTS = ['draft', 'submit', 'withdraw'] as const
type Intent = (typeof INTENTS)[number]

/** What the editor's address says once the change is done (?done=…). */
const DONE: Record<Intent, string> = { draft: 'saved', submit: 'submitted', withdraw: 'withdrawn' }

export async function saveAbstractForm(_previous: FormReply, data: FormData): Promise<FormReply> {
  const form = formEntries(data)
  const fields = abstractFromForm(form)
  const values = formValues(fields)
  const intent = INTENTS.find((i) => i === form.intent)
  const id = form.id === 'new' ? null : Number(form.id)
  let target = ''
  try {
    assertSameOrigin(await actionRequest())
    const email = await currentSubmitter()
    if (!email) throw new ApiError('unauthorized', EXPIRED_LINK)
    if (!intent || (id !== null && !(Number.isInteger(id) && id > 0 && id <= 2_147_483_647)))
      throw new ApiError('bad_request', 'The form was not sent whole: reload the page and try again.')
    if (intent === 'withdraw' && (id === null || sentValues(form, ['confirm']).confirm !== 'yes'))
      throw new ApiError('invalid', 'Tick the box to confirm the withdrawal.', {
        fields: { confirm: ['Tick the box to confirm the withdrawal.'] },
      })
    const saved =
      intent === 'withdraw'
        ? await withdrawAbstract(email, id!)
        : await saveAbstract(email, id, fields, intent)
    const done = intent === 'draft' && saved.status === 'submitted' ? 'changed' : DONE[intent]
    target = `${SUBMITTER_PAGES}/${saved.id}?done=${done}`
  } catch (error) {
    const reply = await refusal(error, values)
    const invalid = Object.keys(reply.errors).length > 0 && intent !== 'withdraw'
    return keepReply(
      REPLY_OF.abstract,
      invalid ? { ...reply, message: { tone: 'error', text: ABSTRACT_REFUSED } } : reply,
    )
  }
  redirect(target)
}

/**
 * The editor's figure form (/abstracts/mine/<id>): Upload (a new figure, or one in place of the
 * last) or Remove; done, the abstract's page says so. Refused, the form says why (a file cannot be
 * given back to the browser: it is to be chosen again).
 */
export async function saveFigureForm(_previous: FormReply, data: FormData): Promise<FormReply> {
  const form = formEntries(data, 10)
  const id = Number(form.id)
  let target = ''
  try {
    assertSameOrigin(await actionRequest())
    const email = await currentSubmitter()
    if (!email) throw new ApiError('unauthorized', EXPIRED_LINK)
    if (!(Number.isInteger(id) && id > 0 && id <= 2_147_483_647))
      throw new ApiError('bad_request', 'The form was not sent whole: reload the page and try again.')
    if (form.intent === 'remove') await removeFigure(email, id)
    else if (form.figure instanceof File) await attachFigure(email, id, form.figure)
    else throw new ApiError('invalid', FIGURE_MISSING, { fields: { figure: [FIGURE_MISSING] } })
    target = `${SUBMITTER_PAGES}/${id}?done=${form.intent === 'remove' ? 'figure-removed' : 'figure'}`
  } catch (error) {
    const reply = await refusal(error, {})
    return keepReply(REPLY_OF.figure, chooseAgain(reply, data, 'figure', 'Choose the file again.'))
  }
  redirect(target)
}
