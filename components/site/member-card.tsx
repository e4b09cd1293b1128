// Member cards: the leadership trio (president, secretary, treasurer) and the board grid.
// `actions` renders extra per-card controls (the admin dashboard's Update/Delete menu).
import type { ReactNode } from 'react'
import type { MemberDto } from '@/lib/members/schema'
import { Picture } from './picture'
import { ReadMore } from './read-more'
import { StateMessage } from './section'
import { ShowMore } from './show-more'
import styles from './site.module.css'

type Actions = (member: MemberDto) => ReactNode

const ROLE: Record<string, string> = {
  president: 'President',
  secretary: 'Secretary',
  treasurer: 'Treasurer',
}

export function MemberCard({ member, actions }: { member: MemberDto; actions?: Actions }) {
  return (
    <article className={styles.memberCard}>
      <Picture
        path={member.picture}
        alt={`Portrait of ${member.name}`}
        sizes="(min-width: 1024px) 240px, 45vw"
        placeholder="person"
        className={styles.portrait}
      />
      <div className={styles.memberBody}>
        <h3 className={styles.memberName}>{member.name}</h3>
        {member.degree && <p className={styles.memberDegree}>{member.degree}</p>}
        {member.description && <p className={styles.memberNote}>{member.description}</p>}
      </div>
      {actions && <div className={styles.cardActions}>{actions(member)}</div>}
    </article>
  )
}

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

/** The board grid: 8 members, then See More / See Less. */
export function BoardMembers({ members, actions }: { members: MemberDto[]; actions?: Actions }) {
  if (members.length === 0) return <StateMessage>No members available.</StateMessage>
  return (
    <ShowMore
      label="Board members"
      listClassName={styles.memberGrid}
      items={members.map((m) => (
        <li key={m.id}>
          <MemberCard member={m} actions={actions} />
        </li>
      ))}
    />
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
