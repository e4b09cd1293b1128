'use client'

// The Verify OTP view: six single-digit boxes, VERIFY OTP; then the Reset password view.
import { apiRequest } from '@/lib/api/client'
import { otpSchema } from '@/lib/auth/schema'
import { OtpInput } from '../otp-input'
import { BackToLogin, SubmitButton, throttledOr, useSubmit, type ViewProps } from './shared'

const FAILED = 'Failed to verify OTP. Please try again.'

export function OtpForm({
  email,
  setMessage,
  go,
  digits,
  setDigits,
}: ViewProps & { digits: string[]; setDigits: (digits: string[]) => void }) {
  const { busy, submit } = useSubmit(async () => {
    const otp = digits.join('')
    if (!otpSchema.safeParse(otp).success)
      return setMessage({ tone: 'error', text: 'Enter the 6-digit code.' })
    try {
      await apiRequest('/adminpanel/requestpassword/', { body: { email, otp } })
    } catch (error) {
      return setMessage({ tone: 'error', text: throttledOr(error, FAILED) })
    }
    go('reset', { tone: 'success', text: 'OTP verified successfully. You can now reset your password.' })
  })
  return (
    <form onSubmit={submit} noValidate>
      <OtpInput value={digits} onChange={setDigits} />
      <SubmitButton busy={busy} label="VERIFY OTP" />
      <BackToLogin go={go} />
    </form>
  )
}
