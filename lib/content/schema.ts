// Organiser-edited content: the FAQs and the site's texts (the about texts,
// the policy pages), each in the Markdown subset of ./markdown.ts, with the current edition's
// placeholders ({edition}, {cancellation_cutoff}, …: lib/editions/texts.ts). Client-safe.
import { z } from 'zod'
import { EDITION_PLACEHOLDER_NAMES } from '@/lib/editions/texts'
import { requiredText } from '@/lib/forms'
import { unknownPlaceholderMessage } from './placeholders'

/** A text may carry the edition's placeholders: an unknown one (a typo) is refused by name. */
export function editionPlaceholders(text: string, ctx: z.RefinementCtx) {
  const message = unknownPlaceholderMessage(text, EDITION_PLACEHOLDER_NAMES)
  if (message) ctx.addIssue({ code: 'custom', message })
}
const editionText = (label: string, max: number) => requiredText(label, max).superRefine(editionPlaceholders)

/** The site's texts, by key, with the label the admin screens show; the public pages read them. */
export const SITE_TEXTS = {
  'about.introduction': 'About: Introduction',
  'about.history': 'About: Our History',
  'about.founders': 'About: A tribute to our founders',
  'about.mission': 'About: Mission',
  'about.vision': 'About: Vision',
  'about.values': 'About: Values',
  'about.steps': 'About: How to Register (the five steps)',
  'page.refund': 'Refund & Cancellation Policy',
  'page.privacy': 'Privacy Policy',
  'page.terms': 'Terms & Conditions',
} as const
export type SiteTextKey = keyof typeof SITE_TEXTS
export const SITE_TEXT_KEYS = Object.keys(SITE_TEXTS) as SiteTextKey[]

export interface SiteTextDto {
  key: SiteTextKey
  label: string
  body: string
  /** ISO instant of the last change. */
  updated_at: string
}

export interface FaqDto {
  id: number
  question: string
  /** Markdown subset. */
  answer: string
  position: number
}

export const TEXT_TOO_LONG = 20000

/** PUT /adminpanel/texts/?key= — {body} */
export const siteTextSchema = z.object({ body: editionText('Text', TEXT_TOO_LONG) })
export const siteTextKeySchema = z.object({
  key: z.enum(SITE_TEXT_KEYS as [SiteTextKey, ...SiteTextKey[]], { error: 'Unknown text.' }),
})

const positionSchema = z.coerce
  .number({ error: 'Order must be a number.' })
  .int('Order must be a whole number.')
  .min(0, 'Order must be 0 or more.')
  .max(1000, 'Order must be 1000 or less.')
  .default(0)

/** POST /adminpanel/faqs/, PUT /adminpanel/faqs/?id= — {question, answer, position} */
export const faqSchema = z.object({
  question: editionText('Question', 300),
  answer: editionText('Answer', 5000),
  position: positionSchema,
})
export type FaqInput = z.output<typeof faqSchema>

export { positionSchema }
