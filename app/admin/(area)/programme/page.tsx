import Link from 'next/link'
import { Hero, Section } from '@/components/admin/blocks'
import { SessionForm } from '@/components/programme/editor-forms'
import { DeleteForm, FacultyForm, HallForm } from '@/components/programme/editor-people'
import { ClashList, DayGrid, SessionTalks } from '@/components/programme/editor-sections'
import styles from '@/components/programme/editor.module.css'
import { requireAdminPage } from '@/lib/auth/guard'
import { findCurrentEdition } from '@/lib/editions/service'
import { findClashes } from '@/lib/programme/clashes'
import { programmeContacts, readProgramme } from '@/lib/programme/service'

export const metadata = { title: 'Programme · Admin' }

type Search = Promise<Record<string, string | string[] | undefined>>
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? ''

// /admin/programme — the current edition's programme: a day as halls × time with its clashes,
// and the forms for sessions, talks, halls and faculty
export default async function ProgrammeEditorPage({ searchParams }: { searchParams: Search }) {
  await requireAdminPage()
  const q = await searchParams
  const editionId = (await findCurrentEdition()).id
  const [p, contacts] = await Promise.all([readProgramme(editionId), programmeContacts(editionId)])
  const day = p.days.includes(one(q.day)) ? one(q.day) : p.days[0]
  const [kind, rawId] = one(q.edit).split(':')
  const editId = Number(rawId) || 0
  const editing = kind === 'session' ? (p.sessions.find((s) => s.id === editId) ?? null) : null
  const editingFaculty = kind === 'faculty' ? (p.faculty.find((f) => f.id === editId) ?? null) : null
  const editingTalk = editing?.talks.find((t) => t.id === Number(one(q.talk))) ?? null
  const clashes = findClashes(p.sessions, new Map(p.faculty.map((f) => [f.id, f.name])))
  const href = (extra: Record<string, string>) => `/admin/programme?${new URLSearchParams({ day, ...extra })}`

  return (
    <>
      <Hero
        title="Programme"
        subtitle={`The scientific programme of ${p.edition.name}: halls, sessions, talks, chairpersons and faculty. Changes show on the public programme within seconds; clashes are flagged here, not refused, while you rearrange.`}
      />
      <div className="container">
        {one(q.saved) && (
          <p className={styles.notice} role="status">
            {one(q.saved)}
          </p>
        )}
        {one(q.error) && (
          <p className={styles.error} role="alert">
            {one(q.error)}
          </p>
        )}
        <Section title={clashes.length ? `Clashes (${clashes.length})` : 'No clashes'} id="clashes">
          <ClashList clashes={clashes} sessions={p.sessions} href={href} />
        </Section>
        <Section title="Days" id="days">
          <DayGrid
            programme={p}
            day={day}
            clashing={new Set(clashes.flatMap((c) => c.session_ids))}
            href={href}
          />
        </Section>
        <Section
          title={editing ? `Edit: ${editing.title}` : 'Add a session'}
          id="session"
          action={editing ? <Link href={href({})}>Add a new session instead</Link> : undefined}
        >
          <SessionForm
            key={editing?.id ?? 'new'}
            session={editing}
            day={day}
            days={p.days}
            halls={p.halls}
            faculty={p.faculty}
          />
          {editing && (
            <SessionTalks
              session={editing}
              talk={editingTalk}
              faculty={p.faculty}
              day={day}
              href={href}
              contacts={contacts}
            />
          )}
        </Section>
        <Section title="Halls" id="halls">
          <ul className={styles.list}>
            {p.halls.map((h) => (
              <li key={h.id}>
                <HallForm hall={h} day={day} />
                <DeleteForm what="hall" id={h.id} name={h.name} day={day} />
              </li>
            ))}
          </ul>
          <HallForm hall={null} day={day} />
        </Section>
        <Section title={`Faculty (${p.faculty.length})`} id="faculty">
          <ul className={styles.list}>
            {p.faculty.map((f) => (
              <li key={f.id}>
                <span>
                  <strong>{f.name}</strong> {[f.designation, f.affiliation].filter(Boolean).join(', ')}
                  {!f.photo && ' · no photo'}
                  {!contacts.faculty[f.id] && ' · no e-mail'}
                </span>
                <span className={styles.inline}>
                  <Link href={`${href({ edit: `faculty:${f.id}` })}#faculty-form`}>
                    Edit<span className="visually-hidden"> {f.name}</span>
                  </Link>
                  <DeleteForm what="faculty" id={f.id} name={f.name} day={day} />
                </span>
              </li>
            ))}
          </ul>
          <h3 id="faculty-form">{editingFaculty ? `Edit ${editingFaculty.name}` : 'Add a faculty member'}</h3>
          <FacultyForm
            key={editingFaculty?.id ?? 'new-faculty'}
            person={editingFaculty}
            day={day}
            email={editingFaculty ? contacts.faculty[editingFaculty.id] : undefined}
          />
        </Section>
      </div>
    </>
  )
}
