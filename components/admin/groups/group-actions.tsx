'use client'

// A group's actions in the console: its link (the one its contact was mailed), to copy and pass
// on, and "Send the link again", which queues the group's mail to its contact once more (POST
// /adminpanel/groups/<id>/resend/); the outcome is toasted and the page rendered again, so the
// new mail shows in its list.
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { ScriptButton } from '@/components/ui/script-submit'
import { apiSend } from '../api'
import { useAdminMutation } from '../use-admin-mutation'
import styles from './groups.module.css'

export function GroupActions({ id, link, contact }: { id: number; link: string; contact: string }) {
  const router = useRouter()
  const field = useId()
  const [copied, setCopied] = useState(false)
  const resend = useAdminMutation<void, { message: string }>({
    run: () => apiSend<{ message: string }>('POST', `/adminpanel/groups/${id}/resend/`, {}),
    refresh: [],
    success: (_input, result) => result.message,
    failure: (_input, e) => e.message,
  })
  // Where the clipboard is refused (an insecure origin), the field stays there to copy by hand.
  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  return (
    <div className={styles.actions}>
      <p>
        <label htmlFor={field}>
          The group&apos;s link (keep it private; it opens the group&apos;s page):
        </label>
      </p>
      <div className={styles.link}>
        <input id={field} readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        <ScriptButton variant="secondary" size="small" onClick={copy}>
          {copied ? 'Copied' : 'Copy'}
        </ScriptButton>
      </div>
      <ScriptButton
        variant="primary"
        onClick={() => resend.mutate(undefined, { onSettled: () => router.refresh() })}
        disabled={resend.isPending}
      >
        Send the link again
      </ScriptButton>
      <p>Mails the group&apos;s delegates, what is due and this link to {contact} again.</p>
    </div>
  )
}
