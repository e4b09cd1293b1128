// Parts of the programme editor (/admin/programme): the clash list, the day as halls × time, and
// the edited session's talks. Server components.
import Link from 'next/link'
import type { Clash } from '@/lib/programme/clashes'
import { clockTime, dayLabel, dayOf, timeRange } from '@/lib/programme/format'
import {
  SESSION_KIND_LABELS,
  type FacultyDto,
  type ProgrammeContacts,
  type ProgrammeDto,
  type SessionDto,
  type TalkDto,
} from '@/lib/programme/types'
import { ScheduleForm, TalkForm } from './editor-forms'
import { DeleteForm } from './editor-people'
import styles from './editor.module.css'

type Href = (extra: Record<string, string>) => string

export function ClashList({
  clashes,
  sessions,
  href,
}: {
  clashes: Clash[]
  sessions: SessionDto[]
  href: Href
}) {
  if (!clashes.length)
    return <p>Nobody is in two places at once, no hall is double-booked, and every talk fits its session.</p>
  const find = (id: number) => sessions.find((s) => s.id === id)
  return (
    <ul className={styles.clashes}>
      {clashes.map((c, i) => {
        const s = find(c.session_ids[0])
        return (
          <li key={i}>
            {c.message}{' '}
            {s && (
              <Link href={href({ day: dayOf(s.starts_at), edit: `session:${s.id}` })}>Edit “{s.title}”</Link>
            )}
          </li>
        )
      })}
    </ul>
  )
}

export function DayGrid({
  programme: p,
  day,
  clashing,
  href,
}: {
  programme: ProgrammeDto
  day: string
  clashing: Set<number>
  href: Href
}) {
  const todays = p.sessions.filter((s) => dayOf(s.starts_at) === day)
  const starts = [...new Set(todays.map((s) => s.starts_at))]
  const cell = (s: SessionDto) => (
    <Cell key={s.id} s={s} clash={clashing.has(s.id)} href={href({ edit: `session:${s.id}` })} />
  )
  return (
    <>
      <ul className={styles.days}>
        {p.days.map((d, i) => (
          <li key={d}>
            <Link href={`/admin/programme?day=${d}`} aria-current={d === day ? 'page' : undefined}>
              Day {i + 1} · {dayLabel(d)}
            </Link>
          </li>
        ))}
      </ul>
      <div className={styles.gridWrap} tabIndex={0} role="region" aria-label="Halls by time">
        <table className={styles.grid}>
          <caption className="visually-hidden">Sessions of {dayLabel(day)} by hall and starting time</caption>
          <thead>
            <tr>
              <th scope="col">Starts</th>
              {p.halls.map((h) => (
                <th key={h.id} scope="col">
                  {h.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {starts.map((start) => {
              const here = todays.filter((s) => s.starts_at === start)
              const all = here.filter((s) => s.hall_id === null)
              return (
                <tr key={start}>
                  <th scope="row">{clockTime(start)}</th>
                  {all.length > 0 ? (
                    <td colSpan={Math.max(1, p.halls.length)}>{all.map(cell)}</td>
                  ) : (
                    p.halls.map((h) => {
                      const inHall = here.filter((s) => s.hall_id === h.id)
                      return (
                        <td
                          key={h.id}
                          className={inHall.some((s) => clashing.has(s.id)) ? styles.clash : undefined}
                        >
                          {inHall.map(cell)}
                        </td>
                      )
                    })
                  )}
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      {todays.length === 0 && <p>No sessions on this day yet.</p>}
    </>
  )
}

function Cell({ s, clash, href }: { s: SessionDto; clash: boolean; href: string }) {
  return (
    <div>
      <Link href={href}>{s.title}</Link>
      <div>
        {SESSION_KIND_LABELS[s.kind]} · {timeRange(s.starts_at, s.ends_at)}
        {s.talks.length > 0 && ` · ${s.talks.length} talk${s.talks.length === 1 ? '' : 's'}`}
        {clash && <strong> · clash</strong>}
      </div>
    </div>
  )
}

export function SessionTalks({
  session,
  talk,
  faculty,
  day,
  href,
  contacts,
}: {
  session: SessionDto
  talk: TalkDto | null
  faculty: FacultyDto[]
  day: string
  href: Href
  contacts: ProgrammeContacts
}) {
  return (
    <>
      <h3>Talks</h3>
      <ul className={styles.list}>
        {session.talks.map((t) => (
          <li key={t.id}>
            <span>
              {timeRange(t.starts_at, t.ends_at)} · {t.title}
              {t.presenter && <> — {t.presenter}</>}
              {t.award && <strong> · {t.award}</strong>}
              {contacts.abstracts[t.id] && <> · abstract {contacts.abstracts[t.id]}</>}
            </span>
            <span className={styles.inline}>
              <Link href={href({ edit: `session:${session.id}`, talk: String(t.id) })}>
                Edit<span className="visually-hidden"> {t.title}</span>
              </Link>
              <DeleteForm what="talk" id={t.id} name={t.title} day={day} sessionId={session.id} />
            </span>
          </li>
        ))}
      </ul>
      <h3>{talk ? 'Edit the talk' : 'Add a talk'}</h3>
      <TalkForm
        key={talk?.id ?? 'new-talk'}
        session={session}
        talk={talk}
        faculty={faculty}
        day={day}
        presenterEmail={talk ? contacts.talks[talk.id] : undefined}
      />
      {session.kind !== 'break' && (
        <>
          <h3>Schedule an accepted abstract</h3>
          {contacts.schedulable.length ? (
            <ScheduleForm session={session} abstracts={contacts.schedulable} day={day} />
          ) : (
            <p>Every accepted abstract is in the programme (or none is accepted yet).</p>
          )}
        </>
      )}
      <h3>Delete the session</h3>
      <DeleteForm what="session" id={session.id} name={session.title} day={day} />
    </>
  )
}
