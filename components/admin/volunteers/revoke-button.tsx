'use client'

// Revoking a desk volunteer: confirmed first; the account and its sessions end at once.
import { useRouter } from 'next/navigation'
import { Button } from '@/components/ui/button'
import { useConfirm } from '@/components/ui/confirm-dialog'
import { VOLUNTEERS_API } from '@/lib/auth/volunteer-schema'
import { apiSend } from '../api'
import { useAdminMutation } from '../use-admin-mutation'

export function RevokeButton({ id, email }: { id: number; email: string }) {
  const router = useRouter()
  const confirm = useConfirm()
  const revoke = useAdminMutation({
    run: () => apiSend('DELETE', `${VOLUNTEERS_API}${id}/`),
    refresh: [],
    success: `${email} can no longer sign in.`,
    failure: (_input, error) => `Revoking failed: ${error.message}`,
  })
  const click = async () => {
    if (await confirm(`Revoke the desk account of ${email}? They are signed out at once.`, 'Yes, revoke'))
      revoke.mutate(undefined, { onSuccess: () => router.refresh() })
  }
  return (
    <Button variant="secondary" size="small" onClick={() => void click()} disabled={revoke.isPending}>
      Revoke<span className="visually-hidden"> {email}</span>
    </Button>
  )
}
