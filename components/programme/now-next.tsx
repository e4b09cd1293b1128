// "Now and next" during the conference: what is on in each hall and what starts next. Rendered
// only on a day of the conference (the cached answer lasts until the next session starts or ends).
import type { NowAndNext } from '@/lib/programme/now-next'
import styles from './programme.module.css'
import { SessionCard } from './session-card'

export function NowNext({ live }: { live: NowAndNext }) {
  if (!live.during || (!live.now.length && !live.next.length)) return null
  return (
    <section className={styles.live} aria-labelledby="now-next-title">
      <h2 id="now-next-title">Now and next</h2>
      <div className={styles.liveList}>
        {live.now.length > 0 && <p className={styles.kind}>Now</p>}
        {live.now.map((s) => (
          <SessionCard key={s.id} session={s} />
        ))}
        {live.next.length > 0 && <p className={styles.kind}>Next</p>}
        {live.next.map((s) => (
          <SessionCard key={`next-${s.id}`} session={s} />
        ))}
      </div>
    </section>
  )
}
