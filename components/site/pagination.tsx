// Page links (server-rendered, so they work without JavaScript). Pages are real URLs.
import Link from 'next/link'
import styles from './site.module.css'

export function Pagination({ page, pageCount, href, label }: { page: number; pageCount: number; href: (page: number) => string; label: string }) {
  if (pageCount <= 1) return null
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1)
  const step = (to: number, text: string, rel: 'prev' | 'next') =>
    to < 1 || to > pageCount ? (
      <span className={styles.pageLink} aria-disabled="true">
        {text}
      </span>
    ) : (
      <Link className={styles.pageLink} href={href(to)} rel={rel} scroll={false}>
        {text}
      </Link>
    )
  return (
    <nav aria-label={label}>
      <ul className={styles.pagination}>
        <li>{step(page - 1, 'Previous', 'prev')}</li>
        {pages.map((p) => (
          <li key={p}>
            <Link className={styles.pageLink} href={href(p)} aria-current={p === page ? 'page' : undefined} aria-label={`Page ${p}`} scroll={false}>
              {p}
            </Link>
          </li>
        ))}
        <li>{step(page + 1, 'Next', 'next')}</li>
      </ul>
    </nav>
  )
}

/** Items of one page (1-based) and the number of pages. */
export function paginate<T>(items: T[], page: number, size: number): { items: T[]; pageCount: number } {
  return { items: items.slice((page - 1) * size, page * size), pageCount: Math.max(1, Math.ceil(items.length / size)) }
}
