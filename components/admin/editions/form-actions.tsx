// Save and Cancel under an edition's forms.
import { Button } from '@/components/ui/button'
import styles from './editions.module.css'

export function FormActions({
  saving,
  label,
  onCancel,
}: {
  saving: boolean
  label: string
  onCancel: () => void
}) {
  return (
    <div className={styles.actions}>
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving...' : label}
      </Button>
      <Button type="button" variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  )
}
