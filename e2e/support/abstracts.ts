// Abstracts and reviewers of the blind review's specs, made in the site's database the way the
// site stores them: a submitted abstract of the current edition's call (numbered from the
// edition's counter), with authors the specs then look for in what a reviewer is shown.
import { randomBytes } from 'node:crypto'
import { sql } from './db'
import type { ServerName } from './servers'

export interface MadeAbstract {
  id: number
  number: string
  title: string
  email: string
  authors: { name: string; affiliation: string; email: string; presenting: boolean }[]
}

/** A submitted abstract of the current call, with two authors of its own (the first presents). */
export async function submittedAbstract(
  server: ServerName,
  tag: string,
  topic = 'Community paediatrics',
): Promise<MadeAbstract> {
  const unique = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`
  const email = `submitter.${tag}.${unique}@example.org`
  const title = `Home visits after discharge from a sick newborn unit ${unique}`
  const authors = [
    {
      name: `Dr. Kavita Saxena ${unique}`,
      affiliation: `Moti Lal Nehru Medical College ${unique}, Prayagraj`,
      email: `presenter.${tag}.${unique}@example.org`,
      presenting: true,
    },
    { name: `Dr. Rohan Gupta ${unique}`, affiliation: `GMC Kannauj ${unique}`, email: '', presenting: false },
  ]
  const sections = {
    background: 'Sick newborns discharged early are often readmitted.',
    objectives: 'To measure the effect of two home visits in the first month.',
    methods: 'A before-and-after study of 240 newborns in one district.',
    results: 'Readmissions fell from 14% to 8%.',
    conclusion: 'Home visits by ASHAs are worth scaling up.',
  }
  const [row] = await sql<{ id: number; number: string }>(
    server,
    `INSERT INTO abstracts (edition_id, number, email, title, authors, topic, type, sections, status, submitted_at, updated_at)
     SELECT c.edition_id, e.registration_prefix || 'A-' || lpad(next_counter_value('abstract:' || c.edition_id)::text, 4, '0'),
            $1, $2, $3::jsonb, $4, 'oral', $5::jsonb, 'submitted', now(), now()
       FROM current_edition c JOIN editions e ON e.id = c.edition_id
     RETURNING id, number`,
    [email, title, JSON.stringify(authors), topic, JSON.stringify(sections)],
  )
  return { id: row.id, number: row.number, title, email, authors }
}

/** Everything of an abstract that names its authors: none of it may reach a reviewer. */
export const authorTraces = (a: MadeAbstract) => [
  a.email,
  a.number,
  ...a.authors.flatMap((x) => [x.name, x.affiliation, ...(x.email ? [x.email] : [])]),
]
