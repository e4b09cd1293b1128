'use client'

// A list that shows its first `initial` items until See More is pressed (spec: board members
// and gallery show 8). The items are rendered on the server and passed in.
import { useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import styles from './site.module.css'

export const SHOW_INITIALLY = 8

export function ShowMore({
  items,
  initial = SHOW_INITIALLY,
  listClassName,
  label,
}: {
  items: ReactNode[]
  initial?: number
  listClassName?: string
  label: string
}) {
  const [expanded, setExpanded] = useState(false)
  const shown = expanded ? items : items.slice(0, initial)
  return (
    <>
      <ul className={listClassName} aria-label={label}>
        {shown}
      </ul>
      {items.length > initial && (
        <div className={styles.more}>
          <Button variant="secondary" aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
            {expanded ? 'See Less' : 'See More'}
          </Button>
        </div>
      )}
    </>
  )
}
