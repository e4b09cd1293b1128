'use client'

// Building blocks shared by the admin screens: a section with its heading and action, the
// loading / error / empty states of a read, and a card with picture and action menu.
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { CardMenu, type MenuItem } from '@/components/ui/card-menu'
import type { Confirm } from '@/components/ui/confirm-dialog'
import type { ApiError } from '@/lib/api/errors'
import styles from './admin.module.css'

export function Section({
  title,
  action,
  children,
  id,
}: {
  title: string
  action?: ReactNode
  children: ReactNode
  id?: string
}) {
  return (
    <section className={styles.section} aria-labelledby={id ? `${id}-title` : undefined} id={id}>
      <div className={styles.sectionHead}>
        <h2 id={id ? `${id}-title` : undefined}>{title}</h2>
        {action}
      </div>
      {children}
    </section>
  )
}

/** `container` widens it with the page's own container class (wide tables). */
export function Hero({
  title,
  subtitle,
  container,
}: {
  title: string
  subtitle?: string
  container?: string
}) {
  return (
    <div className={styles.hero}>
      <div className={container ? `container ${container}` : 'container'}>
        <h1>{title}</h1>
        {subtitle && <p>{subtitle}</p>}
      </div>
    </div>
  )
}

/**
 * Renders a read's data, or its loading text, its error (Error: {message}) or its empty text;
 * `notFound` is the empty text of reads that answer 404 when there is nothing (conference, event).
 */
export function Loaded<T>({
  query,
  loading = 'Loading...',
  empty,
  notFound,
  isEmpty,
  children,
}: {
  query: UseQueryResult<T, ApiError>
  loading?: string
  empty?: string
  notFound?: string
  isEmpty?: (data: T) => boolean
  children: (data: T) => ReactNode
}) {
  if (query.isPending)
    return (
      <p className={styles.state} role="status">
        {loading}
      </p>
    )
  if (query.isError && notFound && query.error.status === 404)
    return <p className={styles.state}>{notFound}</p>
  if (query.isError)
    return (
      <p className={`${styles.state} ${styles.errorText}`} role="alert">
        Error: {query.error.message}
      </p>
    )
  const data = query.data
  const none = isEmpty ? isEmpty(data) : Array.isArray(data) && data.length === 0
  if (none && empty) return <p className={styles.state}>{empty}</p>
  return <>{children(data)}</>
}

export function Picture({
  src,
  alt,
  portrait,
}: {
  src: string | null | undefined
  alt: string
  portrait?: boolean
}) {
  const cls = `${styles.cardImage} ${portrait ? styles.portrait : ''}`
  if (!src)
    return (
      <div className={`${cls} ${styles.placeholder}`} role="img" aria-label={`${alt} (no picture)`}>
        {alt
          .split(/\s+/)
          .filter((w) => /^[A-Z]/.test(w) && w !== 'Dr')
          .slice(0, 2)
          .map((w) => w[0])
          .join('')}
      </div>
    )
  // eslint-disable-next-line @next/next/no-img-element -- uploaded pictures, already re-encoded and sized on upload
  return <img src={src} alt={alt} className={cls} loading="lazy" />
}

export function EntityCard({
  picture,
  title,
  portrait,
  menu,
  children,
}: {
  picture?: string | null
  title: string
  portrait?: boolean
  menu?: MenuItem[]
  children?: ReactNode
}) {
  return (
    <li className={styles.card}>
      {picture !== undefined && <Picture src={picture} alt={title} portrait={portrait} />}
      <div className={styles.cardBody}>
        <h3>{title}</h3>
        {children}
      </div>
      {menu && (
        <div className={styles.cardMenu}>
          <CardMenu label={`Actions for ${title}`} items={menu} />
        </div>
      )}
    </li>
  )
}

/** A record card's menu: edit the record, or delete it once the organiser confirms `question`. */
export function recordMenu(
  confirm: Confirm,
  edit: MenuItem,
  question: string,
  onDelete: () => void,
): MenuItem[] {
  return [
    edit,
    { label: 'Delete', danger: true, onSelect: async () => (await confirm(question)) && onDelete() },
  ]
}
