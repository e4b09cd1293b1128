// Previous / Page N of M / Next for the console's server-rendered lists: real links (they work
// without JavaScript), so a page of a filtered list can be bookmarked or shared.
import { ButtonLink } from '@/components/ui/button'
import styles from '../admin.module.css'

export function Pager({ page, pageCount, href, label }: { page: number; pageCount: number; href: (page: number) => string; label: string }) {
  if (pageCount <= 1 && page <= 1) return null
  const step = (to: number, text: string, rel: 'prev' | 'next') =>
    to >= 1 && to <= pageCount ? (
      <ButtonLink variant="secondary" href={href(to)} rel={rel}>
        {text}
      </ButtonLink>
    ) : (
      <span className={styles.muted} aria-disabled="true">
        {text}
      </span>
    )
  return (
    <nav className={styles.pager} aria-label={label}>
      {step(Math.min(page - 1, pageCount), 'Previous', 'prev')}
      <span aria-current="page">
        Page {page} of {pageCount}
      </span>
      {step(page + 1, 'Next', 'next')}
    </nav>
  )
}
