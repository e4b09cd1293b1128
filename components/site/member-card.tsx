// Member cards: the leadership trio (president, secretary, treasurer) and the committee grid (the
// board grid of the home page is an island: board-members.tsx). `actions` renders extra per-card
// controls (the admin dashboard's Update/Delete menu).
import { DESIGNATION_NAMES } from '@/lib/members/designation-names'
import type { MemberDto } from '@/lib/members/schema'
import { MemberCard, type Actions } from './member-tile'
import { Picture } from './picture'
import { ReadMore } from './read-more'
import { StateMessage } from './section'
import styles from './site.module.css'

export { MemberCard }

const ROLE: Record<string, string> = DESIGNATION_NAMES

/** President (long text cut at 450 characters with Read More), secretary and treasurer. */
export function LeadershipCards({
  president,
  secretary,
  treasurer,
  actions,
}: {
  president: MemberDto | null
  secretary: MemberDto | null
  treasurer: MemberDto | null
  actions?: Actions
}) {
  return (
    <div className={styles.leadership}>
      {president ? (
        <article className={styles.presidentCard}>
          <Picture
            path={president.picture}
            alt={`Portrait of ${president.name}`}
            sizes="(min-width: 1024px) 320px, 90vw"
            placeholder="person"
            className={styles.presidentPortrait}
          />
          <div className={styles.presidentBody}>
            <p className={styles.role}>{ROLE.president}</p>
            <h3 className={styles.presidentName}>{president.name}</h3>
            <p className={styles.memberDegree}>{president.degree}</p>
            <ReadMore text={president.description} className={styles.presidentText} />
            {actions && <div className={styles.cardActions}>{actions(president)}</div>}
          </div>
        </article>
      ) : (
        <StateMessage>No president data available.</StateMessage>
      )}
      <div className={styles.officers}>
        {[secretary, treasurer].map(
          (m) =>
            m && (
              <article key={m.id} className={styles.officerCard}>
                <Picture
                  path={m.picture}
                  alt={`Portrait of ${m.name}`}
                  sizes="120px"
                  placeholder="person"
                  className={styles.officerPortrait}
                />
                <div>
                  <p className={styles.role}>{ROLE[m.designation] ?? m.designation}</p>
                  <h3 className={styles.memberName}>{m.name}</h3>
                  <p className={styles.memberDegree}>{m.degree}</p>
                  <p className={styles.memberNote}>{m.description}</p>
                  {actions && <div className={styles.cardActions}>{actions(m)}</div>}
                </div>
              </article>
            ),
        )}
      </div>
    </div>
  )
}

/** A plain list of members (the paginated committee of /about). */
export function MemberGrid({ members, actions }: { members: MemberDto[]; actions?: Actions }) {
  return (
    <ul className={styles.memberGrid} aria-label="Committee members">
      {members.map((m) => (
        <li key={m.id}>
          <MemberCard member={m} actions={actions} />
        </li>
      ))}
    </ul>
  )
}
