import type { Metadata } from 'next'
import Link from 'next/link'
import { FacultyCard } from '@/components/programme/faculty-card'
import styles from '@/components/programme/programme.module.css'
import { PageHero } from '@/components/site/section'
import { getProgramme } from '@/lib/programme/service'

export const metadata: Metadata = {
  title: 'Faculty',
  description: 'The speakers and chairpersons of the conference.',
}

// GET /programme/faculty — the speakers and chairpersons, each with the sessions they are in
export default async function FacultyPage() {
  const { edition, faculty, sessions } = await getProgramme()
  return (
    <>
      <PageHero eyebrow={edition.name} title="Faculty">
        Speakers and chairpersons of the scientific programme.
      </PageHero>
      <div className="container" style={{ padding: 'var(--space-8) 0' }}>
        {faculty.length === 0 ? (
          <p>The faculty will be announced soon.</p>
        ) : (
          <ul className={styles.facultyGrid}>
            {faculty.map((f) => {
              const theirs = sessions.filter(
                (s) => s.chair_ids.includes(f.id) || s.talks.some((t) => t.speaker_id === f.id),
              )
              return (
                <FacultyCard key={f.id} person={f}>
                  {theirs.length > 0 && (
                    <ul className={styles.talks}>
                      {theirs.map((s) => (
                        <li key={s.id}>
                          <Link href={`/programme/session/${s.id}`}>{s.title}</Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </FacultyCard>
              )
            })}
          </ul>
        )}
      </div>
    </>
  )
}
