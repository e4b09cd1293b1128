// The call editor's form (/admin/abstracts/call) both ways: the posted form (flat names:
// opens_at, closes_at, types = the ticked types joined by commas, topics.<n>.name and
// topics.<n>.was, word_limit, guidelines, presenter_must_register = "yes", register_by,
// abstracts_url) as the schema reads it, and the settings as the form's values; the topic rows'
// buttons (add, remove, move up or down), which post before the page's script has run and work in
// place after; and what a change of topics does to the abstracts (renamed ones follow, removed ones
// are refused while a submitted abstract has chosen them). Client-safe, without zod.
import { CALL_LIMITS } from './words'

export interface TopicRow {
  name: string
  /** The topic's name when the form was drawn ('' for a row added since). */
  was: string
}

/** The call's settings as the form holds them (before checking). */
export interface CallFields {
  opens_at: string
  closes_at: string
  types: string[]
  topics: TopicRow[]
  word_limit: string
  guidelines: string
  presenter_must_register: boolean
  register_by: string
  abstracts_url: string
}

/** The console's page of the call (?edition=<id>). */
export const CALL_EDITOR = '/admin/abstracts/call'

/** The posted field a row's button names (add-topic, remove-topic:<n>, topic-up:<n>, topic-down:<n>). */
export const INTENT_FIELD = 'intent'
export const SAVE_INTENT = 'save'
/** The most fields the form posts: two per topic row and the rest. */
export const MAX_CALL_FORM_FIELDS = 2 * (CALL_LIMITS.topics + 1) + 40

const text = (form: Record<string, unknown>, name: string) =>
  typeof form[name] === 'string' ? (form[name] as string) : ''

/** The posted form (or the form's flat values) as the call's fields; empty new rows are dropped. */
export function callFromForm(form: Record<string, unknown>): CallFields {
  const topics: TopicRow[] = []
  for (let i = 0; i <= CALL_LIMITS.topics; i++) {
    const name = text(form, `topics.${i}.name`)
    const was = text(form, `topics.${i}.was`)
    if (name.trim() || was.trim()) topics.push({ name, was })
  }
  return {
    opens_at: text(form, 'opens_at'),
    closes_at: text(form, 'closes_at'),
    types: text(form, 'types').split(',').filter(Boolean),
    topics,
    word_limit: text(form, 'word_limit'),
    guidelines: text(form, 'guidelines'),
    presenter_must_register: text(form, 'presenter_must_register') === 'yes',
    register_by: text(form, 'register_by'),
    abstracts_url: text(form, 'abstracts_url'),
  }
}

/** The fields as the form's flat values (what a refused post or a row's button shows again). */
export function callFormValues(c: CallFields): Record<string, string> {
  const values: Record<string, string> = {
    opens_at: c.opens_at,
    closes_at: c.closes_at,
    types: c.types.join(','),
    word_limit: c.word_limit,
    guidelines: c.guidelines,
    presenter_must_register: c.presenter_must_register ? 'yes' : '',
    register_by: c.register_by,
    abstracts_url: c.abstracts_url,
  }
  c.topics.forEach((t, i) => {
    values[`topics.${i}.name`] = t.name
    values[`topics.${i}.was`] = t.was
  })
  return values
}

/** The rows after a row's button: a row added (`blank`), removed, or moved up or down. */
export function applyTopicIntent<T>(rows: readonly T[], intent: string, blank: () => T): T[] {
  const out = [...rows]
  const m = /^(remove-topic|topic-up|topic-down):(\d{1,2})$/.exec(intent)
  const i = m ? Number(m[2]) : -1
  if (intent === 'add-topic' && out.length < CALL_LIMITS.topics) out.push(blank())
  else if (m && i < out.length) {
    const j = m[1] === 'topic-up' ? i - 1 : m[1] === 'topic-down' ? i + 1 : -1
    if (m[1] === 'remove-topic') out.splice(i, 1)
    else if (j >= 0 && j < out.length) [out[i], out[j]] = [out[j], out[i]]
  }
  return out
}

/** Every topic row the flat values hold, empty ones too (what the form draws). */
export function topicRowsOf(values: Record<string, string>): TopicRow[] {
  const rows: TopicRow[] = []
  for (let i = 0; i < CALL_LIMITS.topics && values[`topics.${i}.name`] !== undefined; i++)
    rows.push({ name: values[`topics.${i}.name`], was: values[`topics.${i}.was`] ?? '' })
  return rows
}

/**
 * What saving the rows does to the call's topics `before`: the topics renamed ([from, to], their
 * abstracts follow) and those removed (in no row, neither as its name nor as what it was).
 */
export function topicChanges(before: readonly string[], rows: readonly TopicRow[]) {
  const renamed = rows
    .filter((r) => r.was && r.was !== r.name && before.includes(r.was))
    .map((r): [string, string] => [r.was, r.name])
  const kept = new Set(rows.flatMap((r) => [r.name, r.was]))
  return { renamed, removed: before.filter((t) => !kept.has(t)) }
}

/**
 * Why the change cannot be saved: a topic or type no longer offered that submitted abstracts have
 * chosen (`inUse`: how many, by topic or type), or null.
 */
export function inUseRefusal(
  removed: { topics: readonly string[]; types: readonly string[] },
  inUse: ReadonlyMap<string, number>,
  typeLabel: (type: string) => string,
): { field: 'topics' | 'types'; message: string } | null {
  const plural = (n: number) => (n === 1 ? '1 submitted abstract' : `${n} submitted abstracts`)
  const topic = removed.topics.find((t) => inUse.get(`topic:${t}`))
  if (topic)
    return {
      field: 'topics',
      message: `“${topic}” is the topic of ${plural(inUse.get(`topic:${topic}`)!)}: it cannot be removed (rename it instead).`,
    }
  const type = removed.types.find((t) => inUse.get(`type:${t}`))
  if (type)
    return {
      field: 'types',
      message: `${typeLabel(type)} is the type of ${plural(inUse.get(`type:${type}`)!)}: keep offering it.`,
    }
  return null
}
