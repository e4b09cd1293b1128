'use client'

// The Login view: e-mail, password with a show/hide toggle, LOGIN, and the Forgot password link.
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { TextField } from '@/components/ui/field'
import { apiRequest } from '@/lib/api/client'
import type { ApiError } from '@/lib/api/errors'
import { loginSchema } from '@/lib/auth/schema'
import styles from '../sign-in.module.css'
import { EmailField, GoButton, useSubmit, ViewForm, type ViewProps } from './shared'

const NETWORK = 'An error occurred. Please try again later.'
const failed = (status: number) =>
  status === 0
    ? NETWORK
    : status >= 500
      ? 'Invalid credentials'
      : 'Login failed. Please check your credentials.'

export function LoginForm({ email, setEmail, setMessage, go, action }: ViewProps) {
  const router = useRouter()
  const [password, setPassword] = useState('')
  const [showPassword, setShowPassword] = useState(false)
  const { busy, submit } = useSubmit(async () => {
    const input = loginSchema.safeParse({ email, password })
    if (!input.success) return setMessage({ tone: 'error', text: input.error.issues[0].message })
    try {
      await apiRequest('/adminpanel/login/', { body: input.data, fallback: failed })
    } catch (error) {
      return setMessage({ tone: 'error', text: (error as ApiError).message })
    }
    router.replace('/admin/dashboard')
  })
  return (
    <ViewForm
      view="login"
      submit={submit}
      busy={busy}
      label="LOGIN"
      go={go}
      action={action}
      after={
        <GoButton to="forgot" go={go}>
          Forgot password?
        </GoButton>
      }
    >
      <EmailField email={email} setEmail={setEmail} />
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
    </ViewForm>
  )
}
