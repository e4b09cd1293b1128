// The feedback inputs, one zod schema each, shared by the forms and the handlers (client-safe):
// the organisers' form of an edition (questions in order: a rating of 1 to 5 or a free text,
// required or not) and a delegate's answers to it (built from the questions), or their skip.
import { z } from 'zod'

export const FEEDBACK_KINDS = ['rating', 'text'] as const
export type FeedbackKindName = (typeof FEEDBACK_KINDS)[number]

export const RATINGS = ['1', '2', '3', '4', '5'] as const
export const MAX_QUESTIONS = 20
export const MAX_ANSWER = 2000

const questionSchema = z.object({
  /** A saved question keeps its id (and its answers); a new one has none. */
  id: z.coerce.number().int().positive().optional(),
  kind: z.enum(FEEDBACK_KINDS, { error: 'Choose a rating or a free text.' }),
  prompt: z.string().trim().min(1, 'Enter the question.').max(300, 'A question is 300 characters at most.'),
  required: z.preprocess((v) => v === true || v === 'on' || v === 'true', z.boolean()),
})

/** An edition's feedback form as the organisers save it, in the order asked. */
export const feedbackFormSchema = z.object({
  questions: z.array(questionSchema).max(MAX_QUESTIONS, `At most ${MAX_QUESTIONS} questions.`),
})
export type FeedbackFormInput = z.infer<typeof feedbackFormSchema>

export interface FeedbackQuestionDto {
  id: number
  kind: FeedbackKindName
  prompt: string
  required: boolean
}

/** The form field of a question's answer. */
export const answerField = (id: number) => `q${id}`

export const FEEDBACK_MESSAGES = {
  rating: 'Choose a rating from 1 to 5.',
  text: 'Please answer this question.',
  long: `An answer is ${MAX_ANSWER} characters at most.`,
  skip: 'The feedback form cannot be skipped for this conference.',
} as const

function answerSchema(q: FeedbackQuestionDto) {
  if (q.kind === 'rating') {
    const rating = z.enum(RATINGS, { error: FEEDBACK_MESSAGES.rating }).transform(Number)
    return q.required ? rating : z.preprocess((v) => (v === '' ? undefined : v), rating.optional())
  }
  const text = z.string().trim().max(MAX_ANSWER, FEEDBACK_MESSAGES.long)
  return q.required ? text.min(1, FEEDBACK_MESSAGES.text) : text.optional().transform((v) => v || undefined)
}

/**
 * A delegate's answers to these questions, as the form posts them (`q<id>` fields): each required
 * question answered, ratings 1 to 5; answers to no question are ignored. Parses to question id →
 * rating or text, the unanswered left out.
 */
export function feedbackAnswersSchema(questions: readonly FeedbackQuestionDto[]) {
  return z
    .object(Object.fromEntries(questions.map((q) => [answerField(q.id), answerSchema(q)])))
    .transform((v) => {
      const answers: Record<string, number | string> = {}
      for (const q of questions) {
        const a = (v as Record<string, number | string | undefined>)[answerField(q.id)]
        if (a !== undefined) answers[String(q.id)] = a
      }
      return answers
    })
}
export type FeedbackAnswers = Record<string, number | string>

/** A question's results: how many answered it, and the ratings' average and spread or the texts. */
export interface QuestionSummary extends FeedbackQuestionDto {
  count: number
  /** Ratings: the mean to two decimals (null: none yet); text: null. */
  average: number | null
  /** Ratings: how many gave 1, 2, 3, 4 and 5. */
  distribution: [number, number, number, number, number]
  /** Free text: the answers, oldest first. */
  texts: string[]
}

export interface FeedbackSummary {
  responses: number
  skipped: number
  questions: QuestionSummary[]
}

/** What the console shows and saves: the questions and their results. */
export interface FeedbackAdminDto {
  questions: FeedbackQuestionDto[]
  summary: FeedbackSummary
}

/** "6 ratings, average 4.33 of 5" (the console and the council's PDF). */
export const ratingLine = (q: Pick<QuestionSummary, 'count' | 'average'>) =>
  `${q.count} rating${q.count === 1 ? '' : 's'}, average ${q.average ?? '–'} of 5`
