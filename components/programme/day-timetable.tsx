// A day of the programme: its sessions in rows of starting times, the halls side by side on wide
// screens (a column each, an empty cell where a hall has nothing starting) and one list on phones,
// where each card names its hall. Breaks for all halls span the row.
import type { CSSProperties } from 'react'
import { clockTime, dayOf, longDayLabel } from '@/lib/programme/format'
import type { HallDto, SessionDto } from '@/lib/programme/types'
import styles from './programme.module.css'
import { SessionCard } from './session-card'

export function DayTimetable({
  day,
  index,
  halls,
  sessions,
}: {
  day: string
  index: number
  halls: HallDto[]
  sessions: SessionDto[]
}) {
  const todays = sessions.filter((s) => dayOf(s.starts_at) === day)
  const starts = [...new Set(todays.map((s) => s.starts_at))]
  const columns = { '--halls': Math.max(1, halls.length) } as CSSProperties
  return (
    <section id={`day-${index + 1}`} className={styles.day} aria-labelledby={`day-${index + 1}-title`}>
      <h2 id={`day-${index + 1}-title`} className={styles.dayTitle}>
        Day {index + 1} · {longDayLabel(day)}
      </h2>
      {todays.length === 0 ? (
        <p className={styles.meta}>The programme of this day will be published soon.</p>
      ) : (
        <>
          <div className={styles.hallHead} aria-hidden="true">
            <span />
            <div className={styles.cells} style={columns}>
              {halls.map((h) => (
                <span key={h.id}>{h.name}</span>
              ))}
            </div>
          </div>
          {starts.map((start) => {
            const here = todays.filter((s) => s.starts_at === start)
            const wide = here.filter((s) => s.hall_id === null)
            return (
              <div key={start} className={styles.row}>
                <p className={styles.time}>{clockTime(start)}</p>
                <div className={styles.cells} style={columns}>
                  {wide.map((s) => (
                    <SessionCard key={s.id} session={s} />
                  ))}
                  {wide.length === 0 &&
                    halls.map((h) => {
                      // Two sessions starting in one hall at once (a clash an organiser is still
                      // rearranging) are both shown, one under the other in the hall's column.
                      const inHall = here.filter((x) => x.hall_id === h.id)
                      if (inHall.length === 0) return <div key={h.id} className={styles.empty} />
                      if (inHall.length === 1) return <SessionCard key={inHall[0].id} session={inHall[0]} />
                      return (
                        <div key={h.id} className={styles.stack}>
                          {inHall.map((s) => (
                            <SessionCard key={s.id} session={s} />
                          ))}
                        </div>
                      )
                    })}
                </div>
              </div>
            )
          })}
        </>
      )}
    </section>
  )
}
