import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { FacultyCard } from '@/components/programme/faculty-card'
import styles from '@/components/programme/programme.module.css'
import { PageHero } from '@/components/site/section'
import { buttonClass } from '@/components/ui/button'
import { clockTime, dayOf, longDayLabel, timeRange } from '@/lib/programme/format'
import { getProgramme } from '@/lib/programme/service'
import { SESSION_KIND_LABELS } from '@/lib/programme/types'

// Sessions added after the build render on their first visit and are cached after it (their
// status decided before the first byte, like /about/page/N).
export const instant = false

type Params = Promise<{ id: string }>

export async function generateStaticParams() {
  const { sessions } = await getProgramme()
  const ids = sessions.filter((s) => s.kind !== 'break').map((s) => ({ id: String(s.id) }))
  // At least one entry, or the route cannot be prerendered: "0" is a session that never exists.
  return ids.length ? ids : [{ id: '0' }]
}

async function sessionOf(params: Params) {
  const { id } = await params
  if (!/^[1-9]\d{0,8}$/.test(id)) return null
  const programme = await getProgramme()
  const session = programme.sessions.find((s) => s.id === Number(id))
  return session ? { programme, session } : null
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const found = await sessionOf(params)
  return found ? { title: found.session.title } : {}
}

// GET /programme/session/<id> — one session: when, where, chairpersons, talks, faculty, calendar file
export default async function SessionPage({ params }: { params: Params }) {
  const found = await sessionOf(params)
  if (!found) notFound()
  const { programme, session: s } = found
  const people = programme.faculty.filter(
    (f) => s.chair_ids.includes(f.id) || s.talks.some((t) => t.speaker_id === f.id),
  )
  return (
    <>
      <PageHero eyebrow={`${programme.edition.name} · ${SESSION_KIND_LABELS[s.kind]}`} title={s.title} />
      <div className={`container ${styles.detail}`} style={{ padding: 'var(--space-8) 0' }}>
        <dl>
          <dt>Day</dt>
          <dd>{longDayLabel(dayOf(s.starts_at))}</dd>
          <dt>Time</dt>
          <dd>{timeRange(s.starts_at, s.ends_at)} (IST)</dd>
          <dt>Hall</dt>
          <dd>{s.hall ?? 'All halls'}</dd>
          {s.chairs.length > 0 && (
            <>
              <dt>Chairpersons</dt>
              <dd>{s.chairs.join(', ')}</dd>
            </>
          )}
        </dl>
        {s.description && <p>{s.description}</p>}
        {s.talks.length > 0 && (
          <>
            <h2>Talks</h2>
            <ol className={styles.talks}>
              {s.talks.map((t) => (
                <li key={t.id}>
                  <span className={styles.talkTime}>{clockTime(t.starts_at)}</span>
                  <strong>{t.title}</strong>
                  {t.presenter && <> — {t.presenter}</>}
                </li>
              ))}
            </ol>
          </>
        )}
        <p style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-3)', margin: 'var(--space-6) 0' }}>
          <a
            className={buttonClass({ variant: 'secondary' })}
            href={`/programme/session/${s.id}/calendar.ics`}
            download
          >
            Add to calendar (.ics)
          </a>
          <Link className={buttonClass({ variant: 'ghost' })} href="/programme">
            Whole programme
          </Link>
        </p>
        {people.length > 0 && (
          <>
            <h2>Faculty</h2>
            <ul className={styles.facultyGrid}>
              {people.map((f) => (
                <FacultyCard key={f.id} person={f} />
              ))}
            </ul>
          </>
        )}
      </div>
    </>
  )
}
