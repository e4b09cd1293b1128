// Inputs of the call for abstracts, one zod schema per input, used by the submitter's forms and
// by the server alike: the address asking for a link, and an abstract as saved (a draft: what is
// there must fit) or submitted (everything is there). The words are counted by ./words.ts, the one
// count of the editor's live counter and of this schema. Client-safe.
import { z } from 'zod'
import { identityEmailSchema } from '@/lib/forms'
import { normalizeEmail } from '@/lib/input-rules'
import type { Decision } from './review-words'
import {
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
  submitted_at: string | null
  updated_at: string
  /** The committee's decision, once it has been mailed (null before). */
  decision: Decision | null
}
