// Pages of the list: Previous / Next and the page numbers around the current one (first and
// last always), as links that keep the filters and order.
import Link from 'next/link'
import { listHref, type RegistrationsQuery } from '@/lib/console/schema'
import styles from './registrations.module.css'

/** 1 … 4 5 [6] 7 8 … 40: the page numbers to show, null for a gap. */
export function pageWindow(page: number, pages: number, around = 2): (number | null)[] {
  const out: (number | null)[] = []
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - page) <= around) out.push(n)
    else if (out[out.length - 1] !== null) out.push(null)
  }
  return out
}

export function RegistrationsPager({ query, pages }: { query: RegistrationsQuery; pages: number }) {
  if (pages <= 1 && query.page === 1) return null
  const { page } = query
  const step = (to: number, label: string, rel: 'prev' | 'next', enabled: boolean) =>
    enabled ? (
      <Link href={listHref(query, { page: to })} rel={rel} className={styles.pageLink} prefetch={false}>
        {label}
      </Link>
    ) : (
      <span className={`${styles.pageLink} ${styles.disabled}`} aria-disabled="true">
        {label}
      </span>
    )
  return (
    <nav aria-label="Pages of registrations" className={styles.pager}>
      {step(Math.min(page - 1, Math.max(pages, 1)), 'Previous', 'prev', page > 1)}
      <ol className={styles.pages}>
        {pageWindow(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={n}>
              <Link href={listHref(query, { page: n })} aria-label={`Page ${n}`} aria-current={n === page ? 'page' : undefined} className={`${styles.pageLink} ${n === page ? styles.current : ''}`} prefetch={false}>
                {n}
              </Link>
            </li>
          ),
        )}
      </ol>
      {step(page + 1, 'Next', 'next', page < pages)}
    </nav>
  )
}
