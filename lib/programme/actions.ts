'use server'

// The programme editor's forms (/admin/programme): each posts here, before or after the page's
// script has run. The organiser's session and the request's origin are checked as for the API,
// the form is read with the same zod schemas, the change is a domain write (lib/programme/writes),
// and the editor is shown again with a notice (no secret in its address, only what was done).
import { redirect } from 'next/navigation'
import { actionRequest, formEntries } from '@/lib/api/actions/intake'
import { ApiError, fieldErrors, firstFieldErrors } from '@/lib/api/errors'
import { assertSameOrigin, clientIp, requireAdminPage } from '@/lib/auth/guard'
import { saveImage } from '@/lib/uploads/store'
import { deleteSchema, facultySchema, hallSchema, scheduleSchema, sessionSchema, talkSchema } from './schema'
import { deleteProgrammeItem, saveFaculty, saveHall, saveSession, saveTalk, scheduleAbstract } from './writes'

const EDITOR = '/admin/programme'

/** The editor's address after a form: the day shown, the item being edited, and the notice. */
function back(data: FormData, notice: { saved?: string; error?: string }, edit?: string): never {
  const q = new URLSearchParams()
  const day = data.get('back_day')
  if (typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day)) q.set('day', day)
  if (edit) q.set('edit', edit)
  if (notice.saved) q.set('saved', notice.saved)
  if (notice.error) q.set('error', notice.error.slice(0, 300))
  redirect(`${EDITOR}?${q}`)
}

function problem(error: unknown): string {
  if (error instanceof ApiError) {
    const fields = Object.entries(error.fields ?? {}).map(([, m]) => m[0])
    return fields.length ? fields.join(' ') : error.message
  }
  throw error
}

export async function programmeAction(data: FormData): Promise<void> {
  const admin = await requireAdminPage()
  const request = await actionRequest()
  assertSameOrigin(request)
  const actor = { kind: 'admin' as const, email: admin.email, ip: clientIp(request) }
  const form = formEntries(data)
  const text = Object.fromEntries(Object.entries(form).filter(([, v]) => typeof v === 'string'))
  const op = text.op
  let saved = ''
  let edit: string | undefined
  try {
    if (op === 'hall') {
      const parsed = hallSchema.safeParse(text)
      if (!parsed.success) return back(data, { error: invalid(parsed.error) })
      await saveHall(actor, parsed.data)
      saved = `Hall “${parsed.data.name}” saved.`
    } else if (op === 'faculty') {
      const parsed = facultySchema.safeParse(text)
      if (!parsed.success)
        return back(data, { error: invalid(parsed.error) }, text.id ? `faculty:${text.id}` : undefined)
      const file = form.photo
      const photo =
        file instanceof File
          ? (await saveImage(await file.arrayBuffer(), 'members', { aspect: 4 / 5, maxWidth: 400 })).path
          : undefined
      await saveFaculty(actor, parsed.data, photo)
      saved = `${parsed.data.name} saved.`
    } else if (op === 'session') {
      const parsed = sessionSchema.safeParse({ ...text, chair_ids: data.getAll('chair_ids') })
      if (!parsed.success)
        return back(data, { error: invalid(parsed.error) }, text.id ? `session:${text.id}` : undefined)
      const id = await saveSession(actor, parsed.data)
      saved = `Session “${parsed.data.title}” saved.`
      edit = `session:${id}`
    } else if (op === 'talk') {
      const parsed = talkSchema.safeParse(text)
      if (!parsed.success) return back(data, { error: invalid(parsed.error) }, `session:${text.session_id}`)
      await saveTalk(actor, parsed.data)
      saved = `Talk “${parsed.data.title}” saved.`
      edit = `session:${parsed.data.session_id}`
    } else if (op === 'schedule') {
      const parsed = scheduleSchema.safeParse(text)
      if (!parsed.success) return back(data, { error: invalid(parsed.error) }, `session:${text.session_id}`)
      await scheduleAbstract(actor, parsed.data)
      saved = 'The abstract is scheduled.'
      edit = `session:${parsed.data.session_id}`
    } else {
      const parsed = deleteSchema.safeParse(text)
      if (!parsed.success) return back(data, { error: 'Nothing to delete.' })
      await deleteProgrammeItem(actor, parsed.data.what, parsed.data.id)
      saved = 'Deleted.'
      if (parsed.data.what === 'talk' && text.session_id) edit = `session:${text.session_id}`
    }
  } catch (error) {
    return back(data, { error: problem(error) }, text.id && op ? `${op}:${text.id}` : undefined)
  }
  back(data, { saved }, edit)
}

const invalid = (error: Parameters<typeof fieldErrors>[0]) =>
  Object.entries(firstFieldErrors(fieldErrors(error)))
    .map(([field, message]) => `${field.replace(/_/g, ' ')}: ${message}`)
    .join(' ')
