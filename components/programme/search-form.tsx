// The programme's search: a plain GET form to /programme/search, so it works before (or without)
// any script. A search term is not personal data, so it may ride in the address.
import { Button } from '@/components/ui/button'
import styles from './programme.module.css'

export function ProgrammeSearch({ q = '' }: { q?: string }) {
  return (
    <form className={styles.search} action="/programme/search" method="get" role="search">
      <label htmlFor="programme-q">Search by title or person</label>
      <input id="programme-q" name="q" type="search" defaultValue={q} maxLength={100} autoComplete="off" />
      <Button type="submit">Search</Button>
    </form>
  )
}
