// The static policy pages share one layout: title band, date of the last update, sections.
import type { ReactNode } from 'react'
import { PageHero } from './section'
import styles from './site.module.css'

export function PolicyPage({
  title,
  updated,
  sections,
}: {
  title: string
  updated: string
  sections: { heading: string; body: ReactNode }[]
}) {
  return (
    <>
      <PageHero eyebrow="UP Pedicon 2025 · IAP Uttar Pradesh" title={title}>
        Last updated {updated}.
      </PageHero>
      <div className={`container ${styles.section}`}>
        <div className={styles.prose}>
          {sections.map((s) => (
            <section key={s.heading}>
              <h2>{s.heading}</h2>
              {s.body}
            </section>
          ))}
        </div>
      </div>
    </>
  )
}
