// The call for abstracts in words: the presentation types, the sections of an abstract, the
// states, the messages, and the one word count the editor's live counter and the server's schema
// both use. Client-safe and without zod (the editor loads it with its first paint).

export const ABSTRACT_TYPES = ['oral', 'poster', 'e_poster'] as const
export type AbstractType = (typeof ABSTRACT_TYPES)[number]
export const TYPE_LABELS: Record<AbstractType, string> = {
  oral: 'Oral free paper',
  poster: 'Poster',
  e_poster: 'E-poster',
}

/** The structured sections of an abstract, in the order they are written. */
export const SECTIONS = ['background', 'objectives', 'methods', 'results', 'conclusion'] as const
export type Section = (typeof SECTIONS)[number]
export const SECTION_LABELS: Record<Section, string> = {
  background: 'Background',
  objectives: 'Objectives',
  methods: 'Methods',
  results: 'Results',
  conclusion: 'Conclusion',
}

export const STATUS_LABELS = { draft: 'Draft', submitted: 'Submitted', withdrawn: 'Withdrawn' } as const
export type AbstractState = keyof typeof STATUS_LABELS

export const DEFAULT_WORD_LIMIT = 300
/** The bounds of the call's settings (its editor and schema). */
export const CALL_LIMITS = {
  topics: 40,
  topicChars: 120,
  minWords: 50,
  maxWords: 1000,
  guidelinesChars: 5000,
} as const
/** Most authors an abstract may list. */
export const MAX_AUTHORS = 12
/** Most characters a section may hold, whatever its words (a bound for the request). */
export const MAX_SECTION_CHARS = 6000

/**
 * The number of words in a text: runs of characters between white space (any Unicode space or
 * line break). "Hb 9.2 g/dL" is three words, "anti-HBs" one.
 */
export function countWords(text: string): number {
  const trimmed = text.trim()
  return trimmed ? trimmed.split(/\s+/u).length : 0
}

/** The words of all sections together. */
export const totalWords = (sections: Partial<Record<Section, string>>) =>
  SECTIONS.reduce((sum, key) => sum + countWords(sections[key] ?? ''), 0)

export const overLimitMessage = (limit: number) =>
  `The sections hold more than ${limit} words together: shorten them.`

/** An abstract's optional figure: what is accepted, and what is said of the rest. */
export const FIGURE_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxPixels: 40_000_000,
  /** The longest side kept, in pixels (larger figures are scaled down). */
  maxEdge: 1600,
  /** What the file input offers to choose. */
  accept: 'image/jpeg,image/png,image/webp',
  notAccepted: 'The figure must be a JPEG, PNG or WebP image.',
  tooLarge: 'The figure is too large: 5 MB at most.',
} as const
export const FIGURE_SAVED = 'Your figure is saved.'
export const FIGURE_MISSING = 'Choose the figure’s file.'
export const FIGURE_REMOVED = 'The figure is removed.'

export const LINK_REQUEST_SENT =
  'If the address is right, a link to your abstracts is on its way: open it from the e-mail within 7 days.'
export const LINK_REQUEST_REFUSED = 'Please enter a valid e-mail address.'
export const ABSTRACT_REFUSED = 'Please correct the marked fields.'
export const DRAFT_SAVED = 'Draft saved. You can come back and finish it until the call closes.'
export const CHANGES_SAVED = 'Your changes are saved; the abstract stays submitted.'
export const WITHDRAWN_MESSAGE = 'The abstract is withdrawn.'
export const CALL_REFUSED = 'The call is not saved: please correct the marked fields.'
export const CALL_SAVED = 'The call is saved: the public page and the menu show it now.'
export const CALL_CREATED = 'The call is created: the public page and the menu show it now.'
export const EXPIRED_LINK = 'Your link has expired: ask for a new one on the call’s page (/abstracts).'
