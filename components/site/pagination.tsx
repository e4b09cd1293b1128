// Page links (server-rendered, so they work without JavaScript). Pages are real URLs. Long
// runs of pages show the first, the last and those around the current one.
import Link from 'next/link'
import styles from './site.module.css'

/** 1 … 4 5 [6] 7 8 … 40: the page numbers to show, null for a gap (every page when there are few). */
export function pageWindow(page: number, pageCount: number, around = 2): (number | null)[] {
  const out: (number | null)[] = []
  const all = pageCount <= 2 * around + 5
  for (let n = 1; n <= pageCount; n++) {
    if (all || n === 1 || n === pageCount || Math.abs(n - page) <= around) out.push(n)
    else if (out[out.length - 1] !== null) out.push(null)
  }
  return out
}

/** `scroll`: move to the top of the new page (long lists), or stay where the links are (default). */
export function Pagination({
  page,
  pageCount,
  href,
  label,
  scroll = false,
}: {
  page: number
  pageCount: number
  href: (page: number) => string
  label: string
  scroll?: boolean
}) {
  if (pageCount <= 1) return null
  const step = (to: number, text: string, rel: 'prev' | 'next') =>
    to < 1 || to > pageCount ? (
      <span className={styles.pageLink} aria-disabled="true">
        {text}
      </span>
    ) : (
      <Link className={styles.pageLink} href={href(to)} rel={rel} scroll={scroll}>
        {text}
      </Link>
    )
  return (
    <nav aria-label={label}>
      <ul className={styles.pagination}>
        <li>{step(page - 1, 'Previous', 'prev')}</li>
        {pageWindow(page, pageCount).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.pageGap}>
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                className={styles.pageLink}
                href={href(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={`Page ${p}`}
                scroll={scroll}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>{step(page + 1, 'Next', 'next')}</li>
      </ul>
    </nav>
  )
}

/** Items of one page (1-based) and the number of pages. */
export function paginate<T>(items: T[], page: number, size: number): { items: T[]; pageCount: number } {
  return {
    items: items.slice((page - 1) * size, page * size),
    pageCount: Math.max(1, Math.ceil(items.length / size)),
  }
}
