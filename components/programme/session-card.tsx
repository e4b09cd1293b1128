// One session as the programme lists it: kind, title (its page's link), hall, time, chairpersons
// and its talks. A server component.
import Link from 'next/link'
import { clockTime, timeRange } from '@/lib/programme/format'
import { SESSION_KIND_LABELS, type SessionDto } from '@/lib/programme/types'
import styles from './programme.module.css'

export function SessionCard({ session: s, heading = 'h3' }: { session: SessionDto; heading?: 'h2' | 'h3' }) {
  const Heading = heading
  return (
    <article
      className={`${styles.card} ${s.kind === 'break' ? styles.break : ''} ${s.hall_id === null ? styles.wide : ''}`}
    >
      <p className={styles.meta}>
        <span className={styles.kind}>{SESSION_KIND_LABELS[s.kind]}</span>
        <span className={styles.hallName}>{s.hall ?? 'All halls'} · </span>
        {timeRange(s.starts_at, s.ends_at)}
      </p>
      <Heading>
        {s.kind === 'break' ? s.title : <Link href={`/programme/session/${s.id}`}>{s.title}</Link>}
      </Heading>
      {s.chairs.length > 0 && <p className={styles.meta}>Chairpersons: {s.chairs.join(', ')}</p>}
      {s.talks.length > 0 && (
        <ul className={styles.talks}>
          {s.talks.map((t) => (
            <li key={t.id}>
              <span className={styles.talkTime}>{clockTime(t.starts_at)}</span>
              {t.title}
              {t.presenter && <> — {t.presenter}</>}
            </li>
          ))}
        </ul>
      )}
    </article>
  )
}
