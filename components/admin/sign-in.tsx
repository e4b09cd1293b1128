'use client'

// /admin: the four views of the spec (Login, Forgot password, Verify OTP, Reset password) with
// its labels and messages, one component each (components/admin/sign-in/). The session itself is
// an HttpOnly cookie set by the login call; the token in the answer is for API clients and is not
// kept in the browser. Sent before the script has run, a view's form posts to the page's server
// action (lib/api/actions/sign-in.ts), whose answer names the view to show and its message.
import { useActionState, useRef, useState } from 'react'
import { SummaryAlert } from '@/components/ui/summary-alert'
import { NO_REPLY } from '@/lib/api/actions/reply'
import { signInStep, type SignInReply } from '@/lib/api/actions/sign-in'
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
const START: SignInReply = { ...NO_REPLY, view: 'login' }

export function SignIn({ conference }: { conference: string }) {
  const [reply, action] = useActionState(signInStep, START)
  const [view, setView] = useState<View>(reply.view)
  const [email, setEmail] = useState(reply.values.email ?? '')
  const [digits, setDigits] = useState<string[]>(Array(6).fill(''))
  const [message, setMessage] = useState<Message>(reply.message)
  const heading = useRef<HTMLHeadingElement>(null)

  const go = (next: View, keep: Message = null) => {
    setView(next)
    setMessage(keep)
    setTimeout(() => heading.current?.focus(), 0)
  }
  const props: ViewProps = { email, setEmail, setMessage, go, action }

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
        {view === 'reset' && <ResetForm {...props} resetToken={reply.values.reset_token} />}
      </div>
    </main>
  )
}
