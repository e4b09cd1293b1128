'use client'

// The Forgot password view: the e-mail address, SEND OTP; then the OTP view.
import { apiRequest } from '@/lib/api/client'
import { CODE_REQUEST_FAILED, otpRequestSchema } from '@/lib/auth/schema'
import { attempt, EmailField, useSubmit, ViewForm, type ViewProps } from './shared'

export function ForgotForm({
  email,
  setEmail,
  setMessage,
  go,
  action,
  onSent,
}: ViewProps & { onSent: () => void }) {
  const { busy, submit } = useSubmit(async () => {
    const input = otpRequestSchema.safeParse({ email })
    if (!input.success) return setMessage({ tone: 'error', text: input.error.issues[0].message })
    const sent = await attempt(
      () =>
        apiRequest<{ success?: string } | null>(
          `/adminpanel/requestpassword/?email=${encodeURIComponent(input.data.email)}`,
        ),
      setMessage,
      CODE_REQUEST_FAILED,
    )
    if (!sent) return
    onSent()
    go('otp', { tone: 'success', text: sent.answer?.success ?? 'OTP sent.' })
  })
  return (
    <ViewForm view="forgot" submit={submit} busy={busy} label="SEND OTP" go={go} action={action}>
      <EmailField email={email} setEmail={setEmail} />
    </ViewForm>
  )
}
