// Labelled facts (date, time, venue...) as a definition list; each label carries its icon.
import type { ReactNode } from 'react'
import styles from './fact.module.css'
import { Icon, type IconName } from './icons'

export function Facts({
  columns = 2,
  className,
  children,
}: {
  columns?: 1 | 2
  className?: string
  children: ReactNode
}) {
  return (
    <dl className={[styles.facts, columns === 2 && styles.twoColumns, className].filter(Boolean).join(' ')}>
      {children}
    </dl>
  )
}

export function Fact({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>
        <Icon name={icon} size={20} className={styles.factIcon} />
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  )
}

/** Date, time and venue: the facts every event-like block starts with; `children` adds more. */
export function WhenWhere({
  date,
  time,
  venue,
  columns,
  children,
}: {
  date: string
  time: string
  venue: ReactNode
  columns?: 1 | 2
  children?: ReactNode
}) {
  return (
    <Facts columns={columns}>
      <Fact icon="calendar" label="Date">
        {date}
      </Fact>
      <Fact icon="clock" label="Time">
        {time}
      </Fact>
      <Fact icon="pin" label="Venue">
        {venue}
      </Fact>
      {children}
    </Facts>
  )
}
