'use client'

// An invitation link (a desk volunteer's, a reviewer's): choose a password (once), then sign in at
// /admin. Sent before the page's script has run, the form posts to its server action
// (lib/api/actions/volunteer-invite.ts).
import { useActionState, useState, type FormEvent } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button, ButtonLink } from '@/components/ui/button'
import { TextField } from '@/components/ui/field'
import { NO_REPLY, type FormReply } from '@/lib/api/actions/reply'
import { acceptInvitation } from '@/lib/api/actions/volunteer-invite'
import { apiRequest } from '@/lib/api/client'
import { ApiError } from '@/lib/api/errors'
import { acceptInviteSchema, INVITE_ACCEPT_API } from '@/lib/auth/invite-schema'
import styles from './desk.module.css'

/** `reply`: the server action's answer, as the page read it (the page is resumed after an action). */
export function AcceptInvite({ token, reply: initial }: { token: string; reply?: FormReply }) {
  const [reply, action] = useActionState(acceptInvitation, initial ?? NO_REPLY)
  const [values, setValues] = useState({ new_password: '', confirm_password: '' })
  const [errors, setErrors] = useState<Record<string, string>>(reply.errors)
  const [done, setDone] = useState(reply.message?.tone === 'success' ? reply.message.text : null)
  const [failure, setFailure] = useState(reply.message?.tone === 'error' ? reply.message.text : '')

  async function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = acceptInviteSchema.safeParse({ token, ...values })
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])))
      return
    }
    setErrors({})
    try {
      setDone((await apiRequest<{ message: string }>(INVITE_ACCEPT_API, { body: parsed.data })).message)
    } catch (e) {
      setFailure(e instanceof ApiError ? e.message : 'The password could not be set. Please try again.')
    }
  }

  if (done)
    return (
      <div className={styles.desk}>
        <Alert tone="success">{done}</Alert>
        <ButtonLink href="/admin">Sign in</ButtonLink>
      </div>
    )
  return (
    <form action={action} onSubmit={(e) => void submit(e)} className={styles.deskForm} noValidate>
      <input type="hidden" name="token" value={token} />
      {(failure || errors.token) && <Alert tone="error">{failure || errors.token}</Alert>}
      <TextField
        label="New password"
        name="new_password"
        type="password"
        autoComplete="new-password"
        value={values.new_password}
        onChange={(e) => setValues({ ...values, new_password: e.target.value })}
        error={errors.new_password}
        required
      />
      <TextField
        label="Confirm password"
        name="confirm_password"
        type="password"
        autoComplete="new-password"
        value={values.confirm_password}
        onChange={(e) => setValues({ ...values, confirm_password: e.target.value })}
        error={errors.confirm_password}
        required
      />
      <Button type="submit">Set password</Button>
    </form>
  )
}
