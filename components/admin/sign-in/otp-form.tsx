'use client'

// The Verify OTP view: six single-digit boxes, VERIFY OTP; then the Reset password view.
import { apiRequest } from '@/lib/api/client'
import { CODE_CHECK_FAILED, otpSchema } from '@/lib/auth/schema'
import { OtpInput } from '../otp-input'
import { attempt, useSubmit, ViewForm, type ViewProps } from './shared'

export function OtpForm({
  email,
  setMessage,
  go,
  action,
  digits,
  setDigits,
}: ViewProps & { digits: string[]; setDigits: (digits: string[]) => void }) {
  const { busy, submit } = useSubmit(async () => {
    const otp = digits.join('')
    if (!otpSchema.safeParse(otp).success)
      return setMessage({ tone: 'error', text: 'Enter the 6-digit code.' })
    const verified = await attempt(
      () => apiRequest('/adminpanel/requestpassword/', { body: { email, otp } }),
      setMessage,
      CODE_CHECK_FAILED,
    )
    if (!verified) return
    go('reset', { tone: 'success', text: 'OTP verified successfully. You can now reset your password.' })
  })
  return (
    <ViewForm view="otp" submit={submit} busy={busy} label="VERIFY OTP" go={go} action={action}>
      <input type="hidden" name="email" value={email} />
      <OtpInput value={digits} onChange={setDigits} />
    </ViewForm>
  )
}
