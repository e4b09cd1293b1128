import type { Metadata } from 'next'
import Link from 'next/link'
import styles from '@/components/programme/programme.module.css'
import { ProgrammeSearch } from '@/components/programme/search-form'
import { SessionCard } from '@/components/programme/session-card'
import { PageHero } from '@/components/site/section'
import { dayOf, longDayLabel } from '@/lib/programme/format'
import { queryWords, searchSessions } from '@/lib/programme/search'
import { getProgramme } from '@/lib/programme/service'

// Rendered per request from the cached programme (the query is in the address), the whole answer
// decided before the first byte so it reads without JavaScript.
export const instant = false

export const metadata: Metadata = { title: 'Search the programme', robots: { index: false, follow: true } }

type Query = Promise<Record<string, string | string[] | undefined>>

// GET /programme/search?q=… — sessions whose title, hall, chairpersons or talks match every word
export default async function ProgrammeSearchPage({ searchParams }: { searchParams: Query }) {
  const raw = (await searchParams).q
  const q = (Array.isArray(raw) ? raw[0] : raw)?.slice(0, 100) ?? ''
  const programme = await getProgramme()
  const found = searchSessions(programme.sessions, q)
  return (
    <>
      <PageHero eyebrow={programme.edition.name} title="Search the programme" />
      <div className="container">
        <div className={styles.tools}>
          <ProgrammeSearch q={q} />
        </div>
        <p role="status">
          {queryWords(q).length === 0
            ? 'Type a word of a title or a name (two letters or more).'
            : found.length === 0
              ? `No session matches “${q}”.`
              : `${found.length} session${found.length === 1 ? '' : 's'} match “${q}”.`}
        </p>
        <div className={styles.liveList}>
          {found.map((s) => (
            <div key={s.id}>
              <p className={styles.meta}>{longDayLabel(dayOf(s.starts_at))}</p>
              <SessionCard session={s} heading="h2" />
            </div>
          ))}
        </div>
        <p style={{ margin: 'var(--space-8) 0' }}>
          <Link href="/programme">Back to the whole programme</Link>
        </p>
      </div>
    </>
  )
}
