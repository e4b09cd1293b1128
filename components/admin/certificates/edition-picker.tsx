// Which edition's certificates the page shows: a plain GET form (works without JavaScript).
import { Button } from '@/components/ui/button'
import styles from './certificates.module.css'

export function EditionPicker({
  editions,
  current,
}: {
  editions: { id: number; name: string }[]
  current: number
}) {
  return (
    <form method="get" className={styles.picker}>
      <label htmlFor="certificates-edition">Edition</label>
      <select id="certificates-edition" name="edition" defaultValue={String(current)}>
        {editions.map((e) => (
          <option key={e.id} value={e.id}>
            {e.name}
          </option>
        ))}
      </select>
      <Button type="submit" variant="secondary" size="small">
        Show
      </Button>
    </form>
  )
}
