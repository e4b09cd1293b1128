'use client'

// /admin: the four views of the spec (Login, Forgot password, Verify OTP, Reset password) with
// its labels and messages. The session itself is an HttpOnly cookie set by the login call; the
// token in the answer is for API clients and is not kept in the browser.
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/field'
import { loginSchema, otpRequestSchema, otpSchema, resetPasswordSchema } from '@/lib/auth/schema'
import { OtpInput } from './otp-input'
import styles from './sign-in.module.css'

type View = 'login' | 'forgot' | 'otp' | 'reset'
type Message = { tone: 'success' | 'error'; text: string } | null

const TITLES: Record<View, string> = {
  login: 'Admin Login',
  forgot: 'Forgot Password',
  otp: 'Verify OTP',
  reset: 'Reset Password',
}
const NETWORK = 'An error occurred. Please try again later.'

/** POSTs or GETs JSON; answers the status and body, or null when the server was unreachable. */
async function call(
  path: string,
  init?: { method: 'POST'; body: object },
): Promise<{
  status: number
  body: { error?: string; detail?: string; success?: string; token?: string } | null
} | null> {
  try {
    const res = await fetch(
      path,
      init
        ? {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(init.body),
            credentials: 'same-origin',
          }
        : { credentials: 'same-origin' },
    )
    return { status: res.status, body: await res.json().catch(() => null) }
  } catch {
    return null
  }
}
const ok = (status: number) => status === 200 || status === 201
/** 429 answers say when to try again: shown as they are, over the spec's generic failure texts. */
const failure = (r: { status: number; body: { error?: string } | null }, generic: string) =>
  r.status === 429 && r.body?.error ? r.body.error : generic

export function SignIn() {
  const router = useRouter()
  const [view, setView] = useState<View>('login')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [showPassword, setShowPassword] = useState(false)
  const [digits, setDigits] = useState<string[]>(Array(6).fill(''))
  const [newPassword, setNewPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const [message, setMessage] = useState<Message>(null)
  const [busy, setBusy] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  const go = (next: View, keep: Message = null) => {
    setView(next)
    setMessage(keep)
    setTimeout(() => heading.current?.focus(), 0)
  }

  const run = async (e: FormEvent, handler: () => Promise<void>) => {
    e.preventDefault()
    if (busy) return
    setBusy(true)
    try {
      await handler()
    } finally {
      setBusy(false)
    }
  }

  const login = async () => {
    const input = loginSchema.safeParse({ email, password })
    if (!input.success) return setMessage({ tone: 'error', text: input.error.issues[0].message })
    const r = await call('/adminpanel/login/', { method: 'POST', body: input.data })
    if (!r) return setMessage({ tone: 'error', text: NETWORK })
    if (!ok(r.status))
      return setMessage({
        tone: 'error',
        text:
          r.body?.error ??
          (r.status >= 500 ? 'Invalid credentials' : 'Login failed. Please check your credentials.'),
      })
    router.replace('/admin/dashboard')
  }

  const sendOtp = async () => {
    const input = otpRequestSchema.safeParse({ email })
    if (!input.success) return setMessage({ tone: 'error', text: input.error.issues[0].message })
    const r = await call(`/adminpanel/requestpassword/?email=${encodeURIComponent(input.data.email)}`)
    if (!r || !ok(r.status))
      return setMessage({
        tone: 'error',
        text: r
          ? failure(r, 'Failed to send OTP. Please try again.')
          : 'Failed to send OTP. Please try again.',
      })
    setDigits(Array(6).fill(''))
    go('otp', { tone: 'success', text: r.body?.success ?? 'OTP sent.' })
  }

  const verifyOtp = async () => {
    const otp = digits.join('')
    if (!otpSchema.safeParse(otp).success)
      return setMessage({ tone: 'error', text: 'Enter the 6-digit code.' })
    const r = await call('/adminpanel/requestpassword/', { method: 'POST', body: { email, otp } })
    if (!r || !ok(r.status))
      return setMessage({
        tone: 'error',
        text: r
          ? failure(r, 'Failed to verify OTP. Please try again.')
          : 'Failed to verify OTP. Please try again.',
      })
    go('reset', { tone: 'success', text: 'OTP verified successfully. You can now reset your password.' })
  }

  const reset = async () => {
    const input = resetPasswordSchema.safeParse({
      email,
      new_password: newPassword,
      confirm_password: confirmPassword,
    })
    if (!input.success) {
      setMessage({ tone: 'error', text: input.error.issues[0].message })
      // The policy message stays for 5 seconds (spec), then the form is clean for another try.
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setMessage(null), 5000)
      return
    }
    const r = await call('/adminpanel/resetpassword/', { method: 'POST', body: input.data })
    if (!r) return setMessage({ tone: 'error', text: 'Something went wrong. Please try again later.' })
    if (!ok(r.status))
      return setMessage({ tone: 'error', text: 'Failed to reset password. Please try again.' })
    setMessage({ tone: 'success', text: 'Password reset successfully.' })
    timer.current = setTimeout(() => router.replace('/'), 3000)
  }

  const back = (
    <button type="button" className={styles.linkButton} onClick={() => go('login')}>
      Back to Login
    </button>
  )

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.brand}>UP Pedicon 2025</p>
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {TITLES[view]}
        </h1>
        {message && <Alert tone={message.tone}>{message.text}</Alert>}

        {view === 'login' && (
          <form onSubmit={(e) => run(e, login)} noValidate>
            <TextField
              label="Email"
              type="email"
              name="email"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <div className={styles.passwordRow}>
              <TextField
                label="Password"
                type={showPassword ? 'text' : 'password'}
                name="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              <button
                type="button"
                className={styles.reveal}
                aria-pressed={showPassword}
                onClick={() => setShowPassword(!showPassword)}
              >
                {showPassword ? 'Hide' : 'Show'}
                <span className="visually-hidden"> password</span>
              </button>
            </div>
            <Button type="submit" block disabled={busy}>
              {busy ? 'Processing' : 'LOGIN'}
            </Button>
            <button type="button" className={styles.linkButton} onClick={() => go('forgot')}>
              Forgot password?
            </button>
          </form>
        )}

        {view === 'forgot' && (
          <form onSubmit={(e) => run(e, sendOtp)} noValidate>
            <TextField
              label="Email"
              type="email"
              name="email"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <Button type="submit" block disabled={busy}>
              {busy ? 'Processing' : 'SEND OTP'}
            </Button>
            {back}
          </form>
        )}

        {view === 'otp' && (
          <form onSubmit={(e) => run(e, verifyOtp)} noValidate>
            <OtpInput value={digits} onChange={setDigits} />
            <Button type="submit" block disabled={busy}>
              {busy ? 'Processing' : 'VERIFY OTP'}
            </Button>
            {back}
          </form>
        )}

        {view === 'reset' && (
          <form onSubmit={(e) => run(e, reset)} noValidate>
            <TextField
              label="New Password"
              type="password"
              name="new_password"
              autoComplete="new-password"
              required
              value={newPassword}
              onChange={(e) => setNewPassword(e.target.value)}
              hint="At least 8 characters with an uppercase letter, a number and one of @$!%*?&"
            />
            <TextField
              label="Confirm Password"
              type="password"
              name="confirm_password"
              autoComplete="new-password"
              required
              value={confirmPassword}
              onChange={(e) => setConfirmPassword(e.target.value)}
            />
            <Button type="submit" block disabled={busy}>
              {busy ? 'Processing' : 'SUBMIT'}
            </Button>
            {back}
          </form>
        )}
      </div>
    </main>
  )
}
