'use client'

// /admin: the four views of the spec (Login, Forgot password, Verify OTP, Reset password) with
// its labels and messages, one component each (components/admin/sign-in/). The session itself is
// an HttpOnly cookie set by the login call; the token in the answer is for API clients and is not
// kept in the browser.
import { useRef, useState } from 'react'
import { SummaryAlert } from '@/components/ui/summary-alert'
import styles from './sign-in.module.css'
import { ForgotForm } from './sign-in/forgot-form'
import { LoginForm } from './sign-in/login-form'
import { OtpForm } from './sign-in/otp-form'
import { ResetForm } from './sign-in/reset-form'
import type { Message, View, ViewProps } from './sign-in/shared'

const TITLES: Record<View, string> = {
  login: 'Admin Login',
  forgot: 'Forgot Password',
  otp: 'Verify OTP',
  reset: 'Reset Password',
}

/** `conference`: the current edition's name, the page's brand. */
export function SignIn({ conference }: { conference: string }) {
  const [view, setView] = useState<View>('login')
  const [email, setEmail] = useState('')
  const [digits, setDigits] = useState<string[]>(Array(6).fill(''))
  const [message, setMessage] = useState<Message>(null)
  const heading = useRef<HTMLHeadingElement>(null)

  const go = (next: View, keep: Message = null) => {
    setView(next)
    setMessage(keep)
    setTimeout(() => heading.current?.focus(), 0)
  }
  const props: ViewProps = { email, setEmail, setMessage, go }

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.brand}>{conference}</p>
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {TITLES[view]}
        </h1>
        {message && <SummaryAlert tone={message.tone}>{message.text}</SummaryAlert>}
        {view === 'login' && <LoginForm {...props} />}
        {view === 'forgot' && <ForgotForm {...props} onSent={() => setDigits(Array(6).fill(''))} />}
        {view === 'otp' && <OtpForm {...props} digits={digits} setDigits={setDigits} />}
        {view === 'reset' && <ResetForm {...props} />}
      </div>
    </main>
  )
}
