'use server'

// The call editor's form (/admin/abstracts/call?edition=<id>), with or without the page's script:
// the organiser's session and the request's origin are checked as for the API, the form is read
// (lib/abstracts/call-form.ts) and checked with the schema the form checks it with, and the call
// is saved (lib/abstracts/call-settings.ts); done, the editor is shown again saying so. Before the
// script has run, the topic rows' buttons post here too and come back with the rows changed.
// Refused, the form shows why with what was sent.
import { redirect } from 'next/navigation'
import {
  applyTopicIntent,
  CALL_EDITOR,
  callFormValues,
  callFromForm,
  INTENT_FIELD,
  MAX_CALL_FORM_FIELDS,
  SAVE_INTENT,
  topicRowsOf,
} from '@/lib/abstracts/call-form'
import { saveCall } from '@/lib/abstracts/call-settings'
import { callSettingsSchema } from '@/lib/abstracts/schema'
import { CALL_REFUSED } from '@/lib/abstracts/words'
import { assertSameOrigin, clientIp, requireAdminPage } from '@/lib/auth/guard'
import { ApiError, fieldErrors, firstFieldErrors } from '../errors'
import { actionRequest, formEntries, keepReply, refusal } from './intake'
import { REPLY_OF, type FormReply } from './reply'

export async function saveCallForm(_previous: FormReply, data: FormData): Promise<FormReply> {
  const admin = await requireAdminPage()
  let values: Record<string, string> = {}
  let editionId = 0
  let created = false
  try {
    const form = formEntries(data, MAX_CALL_FORM_FIELDS)
    const fields = callFromForm(form)
    values = callFormValues(fields)
    const intent = typeof form[INTENT_FIELD] === 'string' ? form[INTENT_FIELD] : SAVE_INTENT
    if (intent !== SAVE_INTENT) {
      // The rows as drawn, empty ones too: a button names its row by its place among them.
      const rows = topicRowsOf(form as Record<string, string>)
      const topics = applyTopicIntent(rows, intent, () => ({ name: '', was: '' }))
      return keepReply(REPLY_OF.call, {
        values: callFormValues({ ...fields, topics }),
        errors: {},
        message: null,
      })
    }
    const request = await actionRequest()
    assertSameOrigin(request)
    editionId = Number(form.edition)
    if (!Number.isInteger(editionId) || editionId <= 0 || editionId > 2_147_483_647)
      throw new ApiError('bad_request', 'The form was not sent whole: reload the page and try again.')
    const parsed = callSettingsSchema.safeParse(fields)
    if (!parsed.success)
      return keepReply(REPLY_OF.call, {
        values,
        errors: firstFieldErrors(fieldErrors(parsed.error)),
        message: { tone: 'error', text: CALL_REFUSED },
      })
    const actor = { kind: 'admin' as const, email: admin.email, ip: clientIp(request) }
    created = await saveCall(actor, editionId, parsed.data)
  } catch (error) {
    return keepReply(REPLY_OF.call, await refusal(error, values))
  }
  redirect(
    `${CALL_EDITOR}?${new URLSearchParams({ edition: String(editionId), saved: created ? 'created' : 'saved' })}`,
  )
}
