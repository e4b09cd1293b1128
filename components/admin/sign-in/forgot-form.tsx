'use client'

// The Forgot password view: the e-mail address, SEND OTP; then the OTP view.
import { apiRequest } from '@/lib/api/client'
import { otpRequestSchema } from '@/lib/auth/schema'
import { BackToLogin, EmailField, SubmitButton, throttledOr, useSubmit, type ViewProps } from './shared'

const FAILED = 'Failed to send OTP. Please try again.'

export function ForgotForm({ email, setEmail, setMessage, go, onSent }: ViewProps & { onSent: () => void }) {
  const { busy, submit } = useSubmit(async () => {
    const input = otpRequestSchema.safeParse({ email })
    if (!input.success) return setMessage({ tone: 'error', text: input.error.issues[0].message })
    let answer: { success?: string } | null
    try {
      answer = await apiRequest(`/adminpanel/requestpassword/?email=${encodeURIComponent(input.data.email)}`)
    } catch (error) {
      return setMessage({ tone: 'error', text: throttledOr(error, FAILED) })
    }
    onSent()
    go('otp', { tone: 'success', text: answer?.success ?? 'OTP sent.' })
  })
  return (
    <form onSubmit={submit} noValidate>
      <EmailField email={email} setEmail={setEmail} />
      <SubmitButton busy={busy} label="SEND OTP" />
      <BackToLogin go={go} />
    </form>
  )
}
