// A console data table: a focusable, labelled region (so the keyboard can scroll it sideways
// on phones) around a table with its caption; the caller writes the head and body.
import type { ReactNode } from 'react'
import styles from './data-table.module.css'

export function DataTable({
  label,
  caption,
  head,
  className,
  children,
}: {
  label: string
  caption: ReactNode
  /** The column headings, when the table's head is a row of plain headings. */
  head?: readonly string[]
  className?: string
  children: ReactNode
}) {
  return (
    <div className={styles.region} role="region" aria-label={label} tabIndex={0}>
      <table className={className ? `${styles.table} ${className}` : styles.table}>
        <caption>{caption}</caption>
        {head && (
          <thead>
            <tr>
              {head.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
        )}
        {children}
      </table>
    </div>
  )
}
