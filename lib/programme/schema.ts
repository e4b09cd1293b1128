// The organisers' inputs of the programme editor (one zod schema per form, shared by the form and
// the server action) and the limits they check. Client-safe.
import { z } from 'zod'
import { SESSION_KINDS } from './types'

const text = (max: number) => z.string().trim().min(1, 'Required.').max(max, `At most ${max} characters.`)
const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters.`).default('')
const id = z.coerce.number().int().positive()
/** An optional e-mail address (where a certificate is mailed); '' when none. */
const optionalEmail = z
  .string()
  .trim()
  .max(254, 'At most 254 characters.')
  .pipe(z.union([z.literal(''), z.email('Enter a valid e-mail address.')]))
  .default('')
const optionalId = z.preprocess((v) => (v === '' || v === undefined || v === null ? null : v), id.nullable())
/** A day of the conference and a time of day in India: "2027-01-15" and "09:30". */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a day.')
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM.')

export const hallSchema = z.object({
  id: optionalId,
  name: text(120),
  position: z.coerce.number().int().min(0).max(99).default(0),
})
export type HallInput = z.infer<typeof hallSchema>

export const facultySchema = z.object({
  id: optionalId,
  name: text(120),
  designation: optionalText(160),
  affiliation: optionalText(200),
  profile: optionalText(1000),
  /** Where their certificates are mailed (never shown on the public pages). */
  email: optionalEmail,
})
export type FacultyInput = z.infer<typeof facultySchema>

/** Chairpersons arrive as the ticked faculty ids (a form's repeated field, or an array). */
const idList = z.preprocess(
  (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]),
  z.array(id).max(6, 'At most 6 chairpersons.'),
)

const timed = { day, starts: time, ends: time }
function checkTimes(v: { starts: string; ends: string }, ctx: z.RefinementCtx) {
  if (v.ends <= v.starts) ctx.addIssue({ code: 'custom', path: ['ends'], message: 'Ends after it starts.' })
}

export const sessionSchema = z
  .object({
    id: optionalId,
    kind: z.enum(SESSION_KINDS, { error: 'Choose a kind.' }),
    title: text(200),
    description: optionalText(2000),
    hall_id: optionalId,
    ...timed,
    chair_ids: idList,
    /** CME credit hours, when the edition counts credits per session; empty: none. */
    credit_hours: z.preprocess(
      (v) => (v === '' || v === undefined || v === null ? null : v),
      z.coerce
        .number({ error: 'Credit hours: a number expected.' })
        .min(0, 'The hours cannot be negative.')
        .max(24, 'At most 24 hours.')
        .refine((h) => Number.isInteger(h * 2), 'Hours in steps of half an hour.')
        .nullable(),
    ),
  })
  .superRefine(checkTimes)
export type SessionInput = z.infer<typeof sessionSchema>

export const talkSchema = z
  .object({
    id: optionalId,
    session_id: id,
    title: text(300),
    speaker_id: optionalId,
    presenter: optionalText(160),
    /** The presenter's e-mail (a presenter not on the faculty), for their certificate. */
    presenter_email: optionalEmail,
    /** An award the committee gave the talk ("Best Paper — Neonatology"), printed on its certificate. */
    award: optionalText(120),
    starts: time,
    ends: time,
  })
  .superRefine(checkTimes)
export type TalkInput = z.infer<typeof talkSchema>

/** An accepted abstract scheduled as a talk of a session (its title and presenter come from it). */
export const scheduleSchema = z
  .object({
    session_id: id,
    abstract_id: z.coerce
      .number({ error: 'Choose an accepted abstract.' })
      .int()
      .positive('Choose an accepted abstract.'),
    starts: time,
    ends: time,
  })
  .superRefine(checkTimes)
export type ScheduleInput = z.infer<typeof scheduleSchema>

export const deleteSchema = z.object({
  what: z.enum(['hall', 'session', 'talk', 'faculty']),
  id,
})

/** The instant of a time of day on a day of the conference (India time). */
export const atIndia = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`)
