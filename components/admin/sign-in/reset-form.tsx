'use client'

// The Reset password view: new and confirm password, SUBMIT; after a reset, the home page in 3 s.
// `resetToken`: the reset credential when the code was verified by the page's server action (the
// API's cookie carries it otherwise).
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { apiRequest } from '@/lib/api/client'
import { ApiError } from '@/lib/api/errors'
import { RESET_DONE, RESET_FAILED, resetPasswordSchema } from '@/lib/auth/schema'
import { Field, useSubmit, ViewForm, type ViewProps } from './shared'

export function ResetForm({
  email,
  setMessage,
  go,
  action,
  resetToken,
}: ViewProps & { resetToken?: string }) {
  const router = useRouter()
  const [newPassword, setNewPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const { busy, submit } = useSubmit(async () => {
    const input = resetPasswordSchema.safeParse({
      email,
      new_password: newPassword,
      confirm_password: confirmPassword,
      reset_token: resetToken,
    })
    if (!input.success) {
      setMessage({ tone: 'error', text: input.error.issues[0].message })
      // The policy message stays for 5 seconds (spec), then the form is clean for another try.
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setMessage(null), 5000)
      return
    }
    try {
      await apiRequest('/adminpanel/resetpassword/', { body: input.data })
    } catch (error) {
      const unreachable = error instanceof ApiError && error.code === 'network'
      return setMessage({
        tone: 'error',
        text: unreachable ? 'Something went wrong. Please try again later.' : RESET_FAILED,
      })
    }
    setMessage({ tone: 'success', text: RESET_DONE })
    timer.current = setTimeout(() => router.replace('/'), 3000)
  })
  return (
    <ViewForm view="reset" submit={submit} busy={busy} label="SUBMIT" go={go} action={action}>
      <input type="hidden" name="email" value={email} />
      {resetToken && <input type="hidden" name="reset_token" value={resetToken} />}
      <Field
        label="New Password"
        type="password"
        name="new_password"
        autoComplete="new-password"
        value={newPassword}
        set={setNewPassword}
        hint="At least 8 characters with an uppercase letter, a number and one of @$!%*?&"
      />
      <Field
        label="Confirm Password"
        type="password"
        name="confirm_password"
        autoComplete="new-password"
        value={confirmPassword}
        set={setConfirmPassword}
      />
    </ViewForm>
  )
}
