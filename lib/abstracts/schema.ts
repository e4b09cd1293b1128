// Inputs of the call for abstracts, one zod schema per input, used by the submitter's forms and
// by the server alike: the address asking for a link, and an abstract as saved (a draft: what is
// there must fit) or submitted (everything is there). The words are counted by ./words.ts, the one
// count of the editor's live counter and of this schema. Client-safe.
import { z } from 'zod'
import { isoDateSchema } from '@/lib/date-schemas'
import { identityEmailSchema } from '@/lib/forms'
import { normalizeEmail } from '@/lib/input-rules'
import type { Decision } from './review-words'
import {
  ABSTRACT_TYPES,
  CALL_LIMITS,
  MAX_AUTHORS,
  MAX_SECTION_CHARS,
  overLimitMessage,
  SECTION_LABELS,
  SECTIONS,
  totalWords,
  type Section,
} from './words'

/** "Send me a link" (/abstracts): the address the link to the submitter's page goes to. */
export const submitterLinkSchema = z.object({ email: identityEmailSchema })
export type SubmitterLinkInput = z.infer<typeof submitterLinkSchema>

/** What the call offers (the topics and types to choose from, the word limit). */
export interface CallTerms {
  types: readonly string[]
  topics: readonly string[]
  wordLimit: number
}

/** Save as a draft, or submit (a submitted abstract's changes are checked as a submission). */
export type SaveIntent = 'draft' | 'submit'

const author = (complete: boolean) =>
  z.object({
    name: complete
      ? z.string().trim().min(1, 'Enter the author’s name.').max(120)
      : z.string().trim().max(120),
    affiliation: complete
      ? z.string().trim().min(1, 'Enter the author’s affiliation.').max(200)
      : z.string().trim().max(200),
    presenting: z.boolean(),
    /** Optional; the presenting author's tells whether they registered (else the submitter's). */
    email: z
      .string()
      .max(254)
      .transform(normalizeEmail)
      .pipe(z.union([z.literal(''), z.email('Enter a valid e-mail address, or leave it empty.')]))
      .optional(),
  })
export type Author = z.infer<ReturnType<typeof author>>

const section = (key: Section, complete: boolean) => {
  const text = z.string().trim().max(MAX_SECTION_CHARS, `${SECTION_LABELS[key]} is too long.`)
  return complete ? text.min(1, `Write the ${SECTION_LABELS[key].toLowerCase()}.`) : text
}

const choice = (options: readonly string[], complete: boolean, message: string) =>
  z
    .string()
    .trim()
    .refine((v) => options.includes(v) || (!complete && v === ''), message)

/** An abstract as the editor sends it, checked against the call's terms. */
export function abstractSchema(terms: CallTerms, intent: SaveIntent) {
  const complete = intent === 'submit'
  return z
    .object({
      title: complete ? z.string().trim().min(1, 'Enter the title.').max(300) : z.string().trim().max(300),
      authors: z.array(author(complete)).max(MAX_AUTHORS, `List at most ${MAX_AUTHORS} authors.`),
      topic: choice(terms.topics, complete, 'Choose a topic from the list.'),
      type: choice(terms.types, complete, 'Choose a presentation type from the list.'),
      sections: z.object(
        Object.fromEntries(SECTIONS.map((key) => [key, section(key, complete)])) as Record<
          Section,
          ReturnType<typeof section>
        >,
      ),
    })
    .superRefine((a, ctx) => {
      const presenting = a.authors.filter((x) => x.presenting).length
      if (complete && a.authors.length === 0)
        ctx.addIssue({ code: 'custom', path: ['authors'], message: 'List at least one author.' })
      else if (presenting > 1 || (complete && presenting !== 1))
        ctx.addIssue({ code: 'custom', path: ['authors'], message: 'Choose exactly one presenting author.' })
      if (totalWords(a.sections) > terms.wordLimit)
        ctx.addIssue({ code: 'custom', path: ['sections'], message: overLimitMessage(terms.wordLimit) })
    })
}
export type AbstractInput = z.infer<ReturnType<typeof abstractSchema>>

// ---------------------------------------------------------------------------------------------
// The call's settings, as the organisers edit them (/admin/abstracts/call)
// ---------------------------------------------------------------------------------------------

/** A date and time in India as a datetime-local field holds it ("2027-01-15T09:30"), as an instant. */
const indiaDateTime = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, `Enter when the call ${label} (date and time).`)
    .transform((local) => new Date(`${local}:00+05:30`))
    .refine((at) => !Number.isNaN(at.getTime()), `Enter when the call ${label} (date and time).`)

/**
 * A topic of the call as the editor sends it: its name, and the name it had when the form was
 * drawn (`was`, '' for a new one), so that a renamed topic's abstracts follow it.
 */
const callTopicSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name the topic, or remove it.')
    .max(CALL_LIMITS.topicChars, `A topic is ${CALL_LIMITS.topicChars} characters at most.`),
  was: z.string().trim().max(CALL_LIMITS.topicChars).default(''),
})

const wordLimitMessage = `A word limit from ${CALL_LIMITS.minWords} to ${CALL_LIMITS.maxWords} words.`

/** The call's settings: its window (India time), what it offers, its rules and the external form. */
export const callSettingsSchema = z
  .object({
    opens_at: indiaDateTime('opens'),
    closes_at: indiaDateTime('closes'),
    types: z
      .array(z.enum(ABSTRACT_TYPES, { error: 'Choose the types from the list.' }))
      .min(1, 'Offer at least one presentation type.'),
    topics: z
      .array(callTopicSchema)
      .min(1, 'List at least one topic.')
      .max(CALL_LIMITS.topics, `At most ${CALL_LIMITS.topics} topics.`),
    word_limit: z.coerce
      .number({ error: wordLimitMessage })
      .int(wordLimitMessage)
      .min(CALL_LIMITS.minWords, wordLimitMessage)
      .max(CALL_LIMITS.maxWords, wordLimitMessage),
    guidelines: z
      .string()
      .trim()
      .max(
        CALL_LIMITS.guidelinesChars,
        `The guidelines are ${CALL_LIMITS.guidelinesChars} characters at most.`,
      )
      .default(''),
    presenter_must_register: z.boolean().default(false),
    register_by: z.union([z.literal(''), isoDateSchema]).default(''),
    abstracts_url: z
      .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Enter a web address (https://…).' })])
      .refine((url) => url.length <= 300, 'The address is 300 characters at most.')
      .default(''),
  })
  .superRefine((c, ctx) => {
    // Run even when a field failed (zod goes on): each rule looks only at what parsed.
    const instants = [c.opens_at, c.closes_at].every(
      (at) => at instanceof Date && !Number.isNaN(at.getTime()),
    )
    if (instants && c.closes_at.getTime() <= c.opens_at.getTime())
      ctx.addIssue({ code: 'custom', path: ['closes_at'], message: 'The call must close after it opens.' })
    const seen = new Set<string>()
    if (Array.isArray(c.topics))
      c.topics.forEach((t, i) => {
        const key = typeof t?.name === 'string' ? t.name.toLowerCase() : ''
        if (!key) return
        if (seen.has(key))
          ctx.addIssue({
            code: 'custom',
            path: ['topics', i, 'name'],
            message: 'This topic is listed twice.',
          })
        seen.add(key)
      })
    if (Array.isArray(c.types) && new Set(c.types).size !== c.types.length)
      ctx.addIssue({ code: 'custom', path: ['types'], message: 'Offer each type once.' })
  })
export type CallSettingsInput = z.infer<typeof callSettingsSchema>

/** An edition's call as the pages read it. */
export interface CallDto {
  edition_id: number
  /** The edition's name (UP Pedicon 2027). */
  edition: string
  opens_at: string
  closes_at: string
  types: string[]
  topics: string[]
  word_limit: number
  guidelines: string
  presenter_must_register: boolean
  /** The India day by which the presenting author must be registered (YYYY-MM-DD), if set. */
  register_by: string | null
  /** When the organisers last saved it. */
  updated_at: string
}

/** A submitter's abstract as their pages show it. */
export interface AbstractDto {
  id: number
  edition_id: number
  number: string | null
  status: 'draft' | 'submitted' | 'withdrawn'
  title: string
  topic: string
  type: string
  authors: Author[]
  sections: Record<Section, string>
  /** The figure (null: none): its size, and a version that changes when it is replaced. */
  figure: { width: number; height: number; version: string } | null
  submitted_at: string | null
  updated_at: string
  /** The committee's decision, once it has been mailed (null before). */
  decision: Decision | null
}
