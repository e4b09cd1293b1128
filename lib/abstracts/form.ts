// The editor's fields and an abstract, both ways: the posted form (flat names: title, topic, type,
// sections.<key>, authors.<n>.name, authors.<n>.affiliation, authors.<n>.email, presenting = the
// row's number) as the schema reads it, and an abstract as the form's values. Rows left empty are
// dropped and the rest numbered again, so a field's error (authors.1.name) names the row the editor
// shows. Client-safe, without zod.
import { MAX_AUTHORS, SECTIONS, type Section } from './words'

export interface AuthorRow {
  name: string
  affiliation: string
  presenting: boolean
  /** Optional (older abstracts have none). */
  email?: string
}

/** An abstract as the schema reads it (before checking). */
export interface AbstractFields {
  title: string
  topic: string
  type: string
  authors: AuthorRow[]
  sections: Record<Section, string>
}

const text = (form: Record<string, unknown>, name: string) =>
  typeof form[name] === 'string' ? (form[name] as string) : ''

/** The posted editor as an abstract's fields (rows beyond MAX_AUTHORS + 1 are not read). */
export function abstractFromForm(form: Record<string, unknown>): AbstractFields {
  const presenting = text(form, 'presenting')
  const authors: AuthorRow[] = []
  for (let i = 0; i <= MAX_AUTHORS; i++) {
    const name = text(form, `authors.${i}.name`)
    const affiliation = text(form, `authors.${i}.affiliation`)
    const email = text(form, `authors.${i}.email`)
    if (name.trim() || affiliation.trim() || email.trim())
      authors.push({ name, affiliation, email, presenting: presenting === String(i) })
  }
  return {
    title: text(form, 'title'),
    topic: text(form, 'topic'),
    type: text(form, 'type'),
    authors,
    sections: Object.fromEntries(SECTIONS.map((key) => [key, text(form, `sections.${key}`)])) as Record<
      Section,
      string
    >,
  }
}

/** An abstract's fields as the editor's flat values (what a refused post shows again). */
export function formValues(a: AbstractFields): Record<string, string> {
  const values: Record<string, string> = { title: a.title, topic: a.topic, type: a.type }
  for (const key of SECTIONS) values[`sections.${key}`] = a.sections[key] ?? ''
  a.authors.forEach((row, i) => {
    values[`authors.${i}.name`] = row.name
    values[`authors.${i}.affiliation`] = row.affiliation
    values[`authors.${i}.email`] = row.email ?? ''
    if (row.presenting) values.presenting = String(i)
  })
  return values
}

/** The author rows the flat values hold, in order. */
export function authorRows(values: Record<string, string>): AuthorRow[] {
  const rows: AuthorRow[] = []
  for (let i = 0; values[`authors.${i}.name`] !== undefined; i++)
    rows.push({
      name: values[`authors.${i}.name`],
      affiliation: values[`authors.${i}.affiliation`] ?? '',
      email: values[`authors.${i}.email`] ?? '',
      presenting: values.presenting === String(i),
    })
  return rows
}
