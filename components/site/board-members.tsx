'use client'

// The board grid of the home page: 8 members, then See More / See Less. An island given only what
// the cards show, so the page sends each member once (as these props) rather than every card's
// markup a second time in its React payload.
import { MemberCard, type CardMember } from './member-tile'
import { StateMessage } from './section'
import { ShowMore } from './show-more'
import styles from './site.module.css'

export function BoardMembers({ members }: { members: CardMember[] }) {
  if (members.length === 0) return <StateMessage>No members available.</StateMessage>
  return (
    <ShowMore
      label="Board members"
      listClassName={styles.memberGrid}
      items={members.map((m) => (
        <li key={m.id}>
          <MemberCard member={m} />
        </li>
      ))}
    />
  )
}
