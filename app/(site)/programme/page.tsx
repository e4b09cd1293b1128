import type { Metadata } from 'next'
import { DayTimetable } from '@/components/programme/day-timetable'
import { NowNext } from '@/components/programme/now-next'
import styles from '@/components/programme/programme.module.css'
import { ProgrammeSearch } from '@/components/programme/search-form'
import { PageHero } from '@/components/site/section'
import { buttonClass, ButtonLink } from '@/components/ui/button'
import { dayLabel } from '@/lib/programme/format'
import { getNowAndNext, getProgramme } from '@/lib/programme/service'

export const metadata: Metadata = {
  title: 'Scientific Programme',
  description: 'Halls, sessions, speakers and chairpersons of the conference, day by day.',
}

// GET /programme — the current edition's programme: day tabs, now and next during the conference,
// each day's sessions (halls side by side on wide screens), search, the calendar file. Cached
// (the `programme` tag, expired by every edit) and re-rendered when "now" changes.
export default async function ProgrammePage() {
  const [programme, live] = await Promise.all([getProgramme(), getNowAndNext()])
  const { edition, days, halls, sessions } = programme
  return (
    <>
      <PageHero eyebrow={edition.name} title="Scientific Programme">
        Invited lectures, symposia, free papers, posters and workshops in {halls.length || 'the'} halls of{' '}
        {edition.venue}. All times are India time (IST).
      </PageHero>
      <div className="container">
        <div className={styles.tools}>
          <ProgrammeSearch />
          <ButtonLink href="/programme/faculty" variant="secondary">
            Faculty
          </ButtonLink>
          <a href="/programme/calendar.ics" className={buttonClass({ variant: 'secondary' })} download>
            Add to calendar (.ics)
          </a>
          <a href="/programme/book.pdf" className={buttonClass({ variant: 'secondary' })}>
            Programme book (PDF)
          </a>
        </div>
        <NowNext live={live} />
        <nav aria-label="Days">
          <ul className={styles.tabs}>
            {days.map((day, i) => (
              <li key={day}>
                <a className={styles.tab} href={`#day-${i + 1}`}>
                  Day {i + 1} · {dayLabel(day)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {days.map((day, i) => (
          <DayTimetable key={day} day={day} index={i} halls={halls} sessions={sessions} />
        ))}
      </div>
    </>
  )
}
