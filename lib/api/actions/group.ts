'use server'

// The group form's server action (/register/group): what the form does when it is sent, with or
// without the page's script. Its rows (`delegates.<n>.<field>`), or the CSV file chosen instead,
// become the group's input (lib/groups/form.ts, lib/groups/csv.ts), checked by the group schema,
// limited as POST /uppedicon/groups/ limits it, and registered all or nothing; the institution
// lands on its group's page through its link. Refused, the form comes back with what was typed
// (a file's delegates as rows), each problem under its row's field: a delegate's refused code or
// full workshop too (registerGroup says it of the row; lib/groups/form.ts puts it under the
// field). Before the script has run, "Add a delegate" and "Remove" post here too and come back
// with a row more or less.
import { redirect } from 'next/navigation'
import { assertSameOrigin } from '@/lib/auth/guard'
import { getSiteEdition } from '@/lib/editions/site'
import { delegatesFromFile, matchWorkshops } from '@/lib/groups/csv'
import {
  applyIntent,
  checkGroup,
  CSV_FIELD,
  formValues,
  INTENT_FIELD,
  MAX_GROUP_FORM_FIELDS,
  postedGroup,
} from '@/lib/groups/form'
import { registerGroup } from '@/lib/groups/register'
import * as schemas from '@/lib/groups/schema'
import { groupPage } from '@/lib/net/private-requests'
import { limitPublicWrite } from '@/lib/rate-limit/public'
import { getWorkshopOffers } from '@/lib/workshops/service'
import { actionRequest, formEntries, refusal } from './intake'
import type { FormReply } from './reply'

/** Said when a file's delegates came back as the form's rows. */
const FROM_FILE =
  'The file’s delegates are in the rows below: correct them there, or upload a corrected file.'

/** A file's delegates as the form's rows, with the workshops it names that the edition does not offer. */
async function fileDelegates(file: File) {
  const { edition } = await getSiteEdition()
  return matchWorkshops(await delegatesFromFile(file), await getWorkshopOffers(edition.id))
}

export async function registerGroupForm(_previous: FormReply, data: FormData): Promise<FormReply> {
  let values: Record<string, string> = {}
  let fromFile = false
  let made: { id: number; token: string }
  try {
    const form = formEntries(data, MAX_GROUP_FORM_FIELDS)
    let posted = postedGroup(form)
    const intent = typeof form[INTENT_FIELD] === 'string' ? form[INTENT_FIELD] : ''
    if (intent) return { values: formValues(applyIntent(posted, intent)), errors: {}, message: null }
    values = formValues(posted)
    const file = form[CSV_FIELD]
    let unknown: Record<string, string> = {}
    if (file instanceof File) {
      const read = await fileDelegates(file)
      posted = { ...posted, delegates: read.delegates }
      unknown = read.errors
      values = formValues(posted)
      fromFile = true
    }
    const checked = checkGroup(schemas, posted, unknown)
    if (!checked.input) {
      const text = fromFile ? `${checked.message} ${FROM_FILE}` : checked.message
      return { values, errors: checked.errors, message: { tone: 'error', text } }
    }
    const request = await actionRequest()
    assertSameOrigin(request)
    await limitPublicWrite('group', request, checked.input.contact_email)
    made = await registerGroup(checked.input)
  } catch (error) {
    const reply = await refusal(error, values)
    return fromFile && reply.message
      ? { ...reply, message: { ...reply.message, text: `${reply.message.text} ${FROM_FILE}` } }
      : reply
  }
  redirect(`${groupPage(made.id)}?token=${encodeURIComponent(made.token)}`)
}
