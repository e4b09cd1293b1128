// One member's card (portrait, name, degree, note). Client-safe: the home page's board island
// renders it in the browser from the few fields it needs.
import type { ReactNode } from 'react'
import type { MemberDto } from '@/lib/members/schema'
import { Picture } from './picture'
import styles from './site.module.css'

/** What a card shows. */
export type CardMember = Pick<MemberDto, 'id' | 'name' | 'degree' | 'description' | 'picture'>
export type Actions = (member: MemberDto) => ReactNode

export function MemberCard<M extends CardMember>({
  member,
  actions,
}: {
  member: M
  actions?: (member: M) => ReactNode
}) {
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
