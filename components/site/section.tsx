// A page section with a consistent heading block. `id` doubles as an in-page anchor.
import type { ReactNode } from 'react'
import styles from './site.module.css'

export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = 'plain',
  children,
}: {
  id?: string
  eyebrow?: string
  title: string
  intro?: ReactNode
  tone?: 'plain' | 'alt'
  children: ReactNode
}) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-title`
  return (
    <section
      id={id}
      className={`${styles.section} ${tone === 'alt' ? styles.alt : ''}`}
      aria-labelledby={headingId}
    >
      <div className="container">
        <header className={styles.sectionHead}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h2 id={headingId} className={styles.sectionTitle}>
            {title}
          </h2>
          {intro && <div className={styles.intro}>{intro}</div>}
        </header>
        {children}
      </div>
    </section>
  )
}

/** The spec's empty and error texts, styled alike everywhere; errors are red (spec 8). */
export function StateMessage({
  children,
  tone = 'empty',
}: {
  children: ReactNode
  tone?: 'empty' | 'error'
}) {
  return (
    <p
      className={tone === 'error' ? styles.errorText : styles.emptyText}
      role={tone === 'error' ? 'alert' : undefined}
    >
      {children}
    </p>
  )
}

/** A page's title band (inner pages). */
export function PageHero({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string
  title: string
  children?: ReactNode
}) {
  return (
    <div className={styles.pageHero}>
      <div className="container">
        {eyebrow && <p className={styles.pageEyebrow}>{eyebrow}</p>}
        <h1 className={styles.pageTitle}>{title}</h1>
        {children && <div className={styles.pageLead}>{children}</div>}
      </div>
    </div>
  )
}
