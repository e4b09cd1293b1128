'use client'

// Inviting a desk volunteer: name and e-mail; the site mails them a one-time link (72 h).
import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { TextField } from '@/components/ui/field'
import { ScriptSubmit } from '@/components/ui/script-submit'
import { inviteSchema, VOLUNTEERS_API } from '@/lib/auth/volunteer-schema'
import { apiSend } from '../api'
import { useAdminMutation } from '../use-admin-mutation'
import styles from './volunteers.module.css'

export function InviteForm() {
  const router = useRouter()
  const [values, setValues] = useState({ name: '', email: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const invite = useAdminMutation({
    run: (input: { name: string; email: string }) => apiSend('POST', VOLUNTEERS_API, input),
    refresh: [],
    success: (input) => `Invitation sent to ${input.email}.`,
    failure: (_input, error) => `The invitation failed: ${error.message}`,
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = inviteSchema.safeParse(values)
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])))
      return
    }
    setErrors({})
    invite.mutate(parsed.data, {
      onSuccess: () => {
        setValues({ name: '', email: '' })
        router.refresh()
      },
    })
  }

  return (
    <form method="post" onSubmit={submit} className={styles.form} noValidate>
      <TextField
        label="Name"
        name="name"
        value={values.name}
        onChange={(e) => setValues({ ...values, name: e.target.value })}
        error={errors.name}
        required
      />
      <TextField
        label="E-mail"
        name="email"
        type="email"
        value={values.email}
        onChange={(e) => setValues({ ...values, email: e.target.value })}
        error={errors.email}
        required
      />
      <ScriptSubmit disabled={invite.isPending}>Send invitation</ScriptSubmit>
    </form>
  )
}
