'use client'

// What the four views of /admin share: how they talk back to the page (messages, moving to
// another view), a busy flag that ignores a second submit, the e-mail field, the submit button
// and the way back to the login view. Each view's form posts to the page's server action
// (lib/api/actions/sign-in.ts) when it is sent before the script has run: the form names its view,
// and the buttons that change the view are submit buttons that say which (`go`).
import { useState, type FormEvent, type MouseEvent, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/field'
import type { FormReply } from '@/lib/api/actions/reply'
import { ApiError } from '@/lib/api/errors'
import type { SignInView } from '@/lib/auth/schema'
import styles from '../sign-in.module.css'

export type View = SignInView
export type Message = FormReply['message']

export interface ViewProps {
  email: string
  setEmail: (email: string) => void
  setMessage: (message: Message) => void
  /** Shows another view with a message (none by default) and moves the focus to its heading. */
  go: (view: View, keep?: Message) => void
  /** The page's server action, for a form sent before the script has run. */
  action: (data: FormData) => void
}

/** The submit handler of a view's form: one request at a time, the button says Processing meanwhile. */
export function useSubmit(handler: () => Promise<void>) {
  const [busy, setBusy] = useState(false)
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (busy) return
    setBusy(true)
    try {
      await handler()
    } finally {
      setBusy(false)
    }
  }
  return { busy, submit }
}

/** 429 answers say when to try again: shown as they are, over the spec's generic failure texts. */
export const throttledOr = (error: unknown, generic: string) =>
  error instanceof ApiError && error.status === 429 ? error.message : generic

/** A required text field of a view, bound to its value. */
export function Field({
  set,
  ...props
}: {
  label: string
  name: string
  type: 'email' | 'password'
  autoComplete: string
  value: string
  set: (value: string) => void
  hint?: string
}) {
  return <TextField {...props} required onChange={(e) => set(e.target.value)} />
}

export function EmailField({ email, setEmail }: Pick<ViewProps, 'email' | 'setEmail'>) {
  return (
    <Field label="Email" type="email" name="email" autoComplete="username" value={email} set={setEmail} />
  )
}

/**
 * A view's request: its answer, or undefined after showing the failure (the throttling message
 * of a 429 as it is, otherwise the spec's generic text).
 */
export async function attempt<T>(
  call: () => Promise<T>,
  setMessage: ViewProps['setMessage'],
  generic: string,
): Promise<{ answer: T } | undefined> {
  try {
    return { answer: await call() }
  } catch (error) {
    setMessage({ tone: 'error', text: throttledOr(error, generic) })
    return undefined
  }
}

function SubmitButton({ busy, label }: { busy: boolean; label: string }) {
  return (
    <Button type="submit" block disabled={busy}>
      {busy ? 'Processing' : label}
    </Button>
  )
}

/** A button that shows another view: with the script at once, before it through the server action. */
export function GoButton({ to, go, children }: { to: View; go: ViewProps['go']; children: ReactNode }) {
  return (
    <button
      type="submit"
      name="go"
      value={to}
      className={styles.linkButton}
      onClick={(e: MouseEvent) => {
        e.preventDefault()
        go(to)
      }}
    >
      {children}
    </button>
  )
}

/** A view's form: its fields, the submit button, then the way back to the login (or `after`). */
export function ViewForm({
  view,
  submit,
  busy,
  label,
  go,
  action,
  after,
  children,
}: {
  view: View
  submit: (e: FormEvent) => void
  busy: boolean
  label: string
  go: ViewProps['go']
  action: ViewProps['action']
  after?: ReactNode
  children: ReactNode
}) {
  return (
    <form action={action} onSubmit={submit} noValidate>
      <input type="hidden" name="view" value={view} />
      {children}
      <SubmitButton busy={busy} label={label} />
      {after ?? (
        <GoButton to="login" go={go}>
          Back to Login
        </GoButton>
      )}
    </form>
  )
}
