'use client'

// The actions on one message of the inbox: mark read / unread and delete, each confirmed first,
// toasted after, and followed by a refresh of the server-rendered page.
import { useRouter } from 'next/navigation'
import { Button } from '@/components/ui/button'
import { useConfirm } from '@/components/ui/confirm-dialog'
import { apiSend } from '../api'
import { useAdminMutation } from '../use-admin-mutation'
import styles from './messages.module.css'

const PATH = '/adminpanel/messages/'

export function MessageActions({ id, name, read }: { id: number; name: string; read: boolean }) {
  const router = useRouter()
  const confirm = useConfirm()
  const refresh = { onSuccess: () => router.refresh() }
  const mark = useAdminMutation({
    run: (read: boolean) => apiSend('PUT', `${PATH}?id=${id}`, { read }),
    refresh: [],
    success: (read) => (read ? 'Message marked as read.' : 'Message marked as unread.'),
    failure: (_read, error) => `Failed to update the message: ${error.message}`,
  })
  const remove = useAdminMutation({
    run: () => apiSend('DELETE', `${PATH}?id=${id}`),
    refresh: [],
    success: 'Message deleted successfully!',
    failure: (_input, error) => `Failed to delete the message: ${error.message}`,
  })
  const busy = mark.isPending || remove.isPending
  const whose = <span className="visually-hidden"> the message from {name}</span>

  const toggle = async () => {
    const question = read
      ? `Mark the message from ${name} as unread?`
      : `Mark the message from ${name} as read?`
    if (await confirm(question, read ? 'Yes, mark as unread' : 'Yes, mark as read'))
      mark.mutate(!read, refresh)
  }
  const del = async () => {
    if (await confirm(`Are you sure you want to delete the message from ${name}? This cannot be undone.`))
      remove.mutate(undefined, refresh)
  }

  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={toggle} disabled={busy}>
        {read ? 'Mark as unread' : 'Mark as read'}
        {whose}
      </Button>
      <Button variant="ghost" className={styles.delete} onClick={del} disabled={busy}>
        Delete{whose}
      </Button>
    </div>
  )
}
